// The operator's list of origins <casino-external> may frame or link: set in code, never by markup. The sandbox's
// own pages stand in for another site's here.
window.casino?.configure({ externalOrigins: [window.location.origin] });

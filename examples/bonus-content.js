// The operator's content service for bonus texts, set in code (the delivery token is a credential): the sandbox
// serves Contentful's Content Delivery API under /cms with a seeded space.
window.casino?.configure({
  contentService: { url: '/cms', space: 'sandbox-space', environment: 'master', accessToken: 'sandbox-delivery-token' },
});

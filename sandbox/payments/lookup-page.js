// The sandbox lookup page: tells its parent (by its exact origin, from attributes.hostUri) that it loaded
// and how tall it is. Identifying a customer is the real checkout client's business, not the sandbox's.
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var hostOrigin = null;
  try {
    var origin = new URL(params.get('attributes.hostUri') || '').origin;
    if (origin && origin !== 'null') hostOrigin = origin;
  } catch {
    hostOrigin = null;
  }
  function post(eventType, payload) {
    if (hostOrigin && window.parent !== window) window.parent.postMessage({ eventType: eventType, payload: payload }, hostOrigin);
  }
  post('LOOKUP_INIT_LOAD');
  post('PIQ_LOOKUP_REPORT_HEIGHT', { height: Math.ceil(document.getElementById('app-container').getBoundingClientRect().height + 32) });
})();

// The realtime router's suites in one process (as sandbox.test.ts does for the REST sandbox's).
import './wamp-wire.suite.ts';
import './wamp-autobahn.suite.ts';
import './wamp-procedures.suite.ts';
import './wamp-control.suite.ts';
import './wamp-http.suite.ts';

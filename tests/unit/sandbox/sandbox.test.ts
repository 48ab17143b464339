// One entry, one process: node's runner starts a process per test file, and each one pays about
// a second to warm up the Babel loader, so the sandbox's suites share a single process.
import './sign-in.suite.ts';
import './session.suite.ts';
import './content.suite.ts';
import './faults.suite.ts';
import './control.suite.ts';
import './static.suite.ts';
import './oauth.suite.ts';
import './captcha.suite.ts';

// The ports of the e2e stage, a set for each sandbox (one a worker): the sandbox's pages, its cashier, its
// identity provider, its game pages, its SkillOnNet service and its casino provider. The first set is the one
// given (E2E_PORT, E2E_CASHIER_PORT, E2E_OAUTH_PORT, E2E_GAMES_PORT, E2E_SKILLONNET_PORT, E2E_PROVIDER_PORT),
// the next ones the same names ending _1, _2…; each port not given is a free one, so two suites can run side by
// side. Playwright reads its configuration in the main process and again in every worker: the main process picks
// the ports once and leaves them in the environment, which its workers (and the sandboxes it starts) inherit.
import { execFileSync } from 'node:child_process';

export const E2E_PORT_NAMES = ['E2E_PORT', 'E2E_CASHIER_PORT', 'E2E_OAUTH_PORT', 'E2E_GAMES_PORT', 'E2E_SKILLONNET_PORT', 'E2E_PROVIDER_PORT'];

/** The name of a port of the sandbox `index` (0 keeps the bare name). */
export const portName = (name, index) => (index === 0 ? name : `${name}_${index}`);

/** `count` distinct free ports, each from a server listening on port 0 (all held until every one is known). */
function freePorts(count) {
  const script = `
    const net = require('node:net');
    const servers = Array.from({ length: ${count} }, () => net.createServer());
    Promise.all(servers.map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)))))
      .then((ports) => { process.stdout.write(ports.join(' ')); servers.forEach((server) => server.close()); });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim().split(' ').map(Number);
}

/** The ports of each of `sandboxes` sandboxes, picked once per run and kept in process.env. */
export function e2ePorts(sandboxes = 1) {
  const names = Array.from({ length: sandboxes }, (_, index) => E2E_PORT_NAMES.map((name) => portName(name, index)));
  const missing = names.flat().filter((name) => !process.env[name]);
  if (missing.length > 0) {
    const free = freePorts(missing.length);
    missing.forEach((name, index) => (process.env[name] = String(free[index])));
  }
  return names.map((set) => set.map((name) => {
    const port = Number(process.env[name]);
    if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`${name} must be a port number, got ${process.env[name]}`);
    return port;
  }));
}

// The audit's /health prober, in a process of its own so that what the audit itself does (building
// and sending uploads) never counts in the timings: GET /health from one address, one request after
// another 10 ms apart, until a line arrives on stdin; then the timings (ms) as one JSON line.
//   node health-prober.mjs <baseUrl> <localAddress>
import { request } from 'node:http';

const [baseUrl, localAddress] = process.argv.slice(2);
const url = new URL(baseUrl);
const times = [];
let running = true;
process.stdin.once('data', () => (running = false));

const probe = () =>
  new Promise((resolve) => {
    const started = performance.now();
    const req = request({ host: url.hostname, port: url.port, path: '/health', method: 'GET', headers: { accept: 'application/json' }, localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - started));
    });
    req.on('error', () => resolve(performance.now() - started));
    req.end();
  });

process.stdout.write('ready\n');
while (running) {
  times.push(await probe());
  await new Promise((r) => setTimeout(r, 10));
}
process.stdout.write(`${JSON.stringify(times)}\n`);

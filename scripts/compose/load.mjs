#!/usr/bin/env node
// A fixed-rate load on the API's load balancer (loopback only, bounded in time): public reads,
// sign-ins and contact messages, each request on its schedule whatever the previous ones do
// (open loop, so a slow server shows as latency, not as fewer requests). Every request is
// recorded: when it was sent, what it was, its status (0: no answer), how long it took.
//   node scripts/compose/load.mjs '<json options>' <output file>
// options: base (http://127.0.0.1:port), seconds, readsPerSecond, signInsPerSecond,
// contactsPerSecond, accounts ([{ email, password }], signed in in turn), marker (in every contact
// message, to find them afterwards). Sign-ins and messages come from many visitors: each carries
// an X-Forwarded-For of its own (a loopback address: only a header, nothing is sent there), which
// the API reads through the load balancer, so per-IP counters see what they would in production.
import { writeFileSync } from 'node:fs';
import http from 'node:http';

const READS = ['/api/posts', '/api/headers', '/api/team', '/api/mission-vision'];
const TIMEOUT_MS = 15_000;
const MAX_SECONDS = 300;

export async function runLoad(options) {
  const base = new URL(options.base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error(`load only on loopback, not ${base.hostname}`);
  const seconds = Math.min(options.seconds, MAX_SECONDS);
  const samples = [];
  const started = performance.now();
  const pending = new Set();
  let sequence = 0;

  // node:http rather than fetch: this process shares the machine's cores with the stack it
  // measures, and fetch cost about three times the CPU a request (45 % of a core at this load).
  // The load balancer keeps no client connection alive, so neither does this (agent: false), and
  // no request is sent again: a connection reset is a failed request.
  const attempt = (path, init) =>
    new Promise((resolve) => {
      const body = init?.body === undefined ? undefined : Buffer.from(init.body);
      const headers = body ? { ...init.headers, 'content-length': body.length } : init?.headers;
      const request = http.request(
        { host: base.hostname.replace(/^\[|\]$/g, ''), port: base.port, path, method: init?.method ?? 'GET', headers, agent: false },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => done({ status: response.statusCode, retryAfter: response.headers['retry-after'] ?? null }));
          response.on('error', (error) => done({ status: 0, error: String(error.code ?? error.name) }));
        },
      );
      const timer = setTimeout(() => request.destroy(Object.assign(new Error('timeout'), { code: 'TimeoutError' })), TIMEOUT_MS);
      const done = (outcome) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      request.on('error', (error) => done({ status: 0, error: String(error.code ?? error.name) }));
      request.end(body);
    });

  const send = (kind, path, init, expected) => {
    const at = performance.now() - started;
    const request = attempt(path, init).then((outcome) => {
      const sample = { kind, at: Math.round(at), ms: Math.round((performance.now() - started - at) * 10) / 10, ...outcome, ok: outcome.status === expected };
      if (init?.body && kind === 'contact') sample.message = JSON.parse(init.body).message;
      samples.push(sample);
    });
    pending.add(request);
    request.finally(() => pending.delete(request));
  };

  const visitor = (n) => `127.1.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  const json = (body, n) => ({ method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(n) }, body: JSON.stringify(body) });
  const schedule = [
    [options.readsPerSecond, (n) => send('read', READS[n % READS.length], undefined, 200)],
    [options.signInsPerSecond, (n) => send('sign-in', '/api/auth/login', json(options.accounts[n % options.accounts.length], n), 200)],
    [
      options.contactsPerSecond,
      (n) => {
        sequence += 1;
        send(
          'contact',
          '/api/contacts',
          json({ name: 'Load Test', email_address: 'load@example.org', message: `Load ${options.marker} #${sequence}` }, n + 100_000),
          201,
        );
      },
    ],
  ];
  const sent = schedule.map(() => 0);
  while (performance.now() - started < seconds * 1000) {
    const elapsed = (performance.now() - started) / 1000;
    schedule.forEach(([rate, fire], i) => {
      const due = Math.floor(elapsed * rate);
      while (sent[i] < due) fire(sent[i]++);
    });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  return samples.sort((a, b) => a.at - b.at);
}

if (process.argv[2]) {
  const options = JSON.parse(process.argv[2]);
  runLoad(options).then(
    (samples) => {
      writeFileSync(process.argv[3], JSON.stringify(samples));
      process.exit(0);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

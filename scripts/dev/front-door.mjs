// The one address `npm run dev` serves (docs/development.md): every request goes to the page
// server, which `tsx watch` restarts on an edit; a request that finds it restarting waits for it
// instead of failing. The dev servers' sockets (hot updates) are reached through the same address,
// at /__dev/<package>/ws, so the pages' Content-Security-Policy (connect-src 'self') stays as in
// production. /__dev/status says what is compiled and whether the page server answers.
import http from 'node:http';
import net from 'node:net';

/** How long a request waits for a restarting page server. */
const RESTART_WAIT_MS = 60_000;
const SOCKET_PATH = /^\/__dev\/([a-z-]+)\/ws(\?.*)?$/;

/** Sends one request to the page server, again every 100 ms while nothing listens there. */
function forward(request, body, target, response) {
  const deadline = Date.now() + RESTART_WAIT_MS;
  const attempt = () => {
    const upstream = http.request({ host: '127.0.0.1', port: target(), method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on('error', (error) => {
      if (error.code === 'ECONNREFUSED' && Date.now() < deadline) return void setTimeout(attempt, 100);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The page server did not answer: ${error.message}\n`);
    });
    upstream.end(body);
  };
  attempt();
}

/** Joins a browser's socket to a dev server's (/__dev/<package>/ws → its /ws). */
function joinSocket(request, socket, head, port) {
  const upstream = net.connect(port, '127.0.0.1', () => {
    const lines = [`${request.method} ${request.url.replace(SOCKET_PATH, '/ws$2')} HTTP/${request.httpVersion}`];
    for (let i = 0; i < request.rawHeaders.length; i += 2) lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}

/**
 * Listens on `port`. `target()` is the page server's port now; `sockets` maps a package to its dev
 * server's port; `status()` is what /__dev/status answers.
 */
export function startFrontDoor({ port, host, target, sockets, status }) {
  const server = http.createServer((request, response) => {
    if (request.url === '/__dev/status') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return void response.end(JSON.stringify(status()));
    }
    // Read whole, so that a request which waited for a restart can be sent as it came.
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), target, response));
  });
  server.on('upgrade', (request, socket, head) => {
    const match = SOCKET_PATH.exec(request.url ?? '');
    const socketPort = match && sockets[match[1]];
    if (!socketPort) return void socket.destroy();
    joinSocket(request, socket, head, socketPort);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

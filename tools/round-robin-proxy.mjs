// A small HTTP load balancer on loopback for the scale-out test and bench: each request goes to the
// next upstream in turn, with the client's address in X-Forwarded-For (the instances trust it with
// TRUST_PROXY=loopback). An upstream that refuses the connection (down) is skipped and the request
// goes to the next one, as a real balancer's "next upstream on connect error" does; any later error
// answers 502, since the upstream may have acted on the request and a write must not be sent twice.
import http from 'node:http';

/**
 * @param {Array<{ host: string, port: number }>} upstreams
 * @returns {Promise<import('./round-robin-proxy.d.mts').RoundRobinProxy>}
 */
export async function startRoundRobinProxy(upstreams, { host = '127.0.0.1', port = 0 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const served = upstreams.map(() => 0);
  let next = 0;

  function forward(req, res, body, index, tries) {
    const upstream = upstreams[index];
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    const outgoing = http.request({ host: upstream.host, port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      served[index] += 1;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outgoing.on('error', (error) => {
      if (error.code === 'ECONNREFUSED' && tries + 1 < upstreams.length) return forward(req, res, body, (index + 1) % upstreams.length, tries + 1);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Bad gateway' }));
    });
    outgoing.end(body);
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks), next++ % upstreams.length, 0));
  });
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    served: () => [...served],
    async close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

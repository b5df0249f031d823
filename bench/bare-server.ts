import http from 'node:http';

// The baseline: a bare node:http server answering the same body, with the same headers, as the portal.
const body = process.env.BENCH_BODY ?? '{}';
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>;
const server = http.createServer((_req, res) => {
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));

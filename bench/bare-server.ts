import http from 'node:http';

// The baseline: a bare node:http server answering the same JSON body the portal answers.
const body = process.env.BENCH_BODY ?? '{}';
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));

// Baseline 1: a bare node:http server answering fixed bytes (BENCH_BODY: a JSON read, or a page's HTML) on PORT.
import { createServer } from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '{}');
createServer((req, res) => {
  if (req.url === '/ready') {
    res.end('ok');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');

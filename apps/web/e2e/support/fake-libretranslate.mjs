// A stand-in for LibreTranslate's POST /translate (the provider is faked at the HTTP
// boundary only): it answers "[<target>] <text>", so a test can tell a translation at a glance.
// Started by playwright.config.ts as its own web server; the port comes from the command line.
import http from 'node:http';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('Usage: node fake-libretranslate.mjs <port>');

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/') {
    // Playwright's readiness check.
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method !== 'POST' || request.url !== '/translate') {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    try {
      const { q, target } = JSON.parse(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: `[${target}] ${q}` }));
    } catch {
      response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Invalid request' }));
    }
  });
});

server.listen(port, '127.0.0.1');

import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedS3Request {
  method: string;
  /** Path-style: `/<bucket>/<object key>`, without the query string. */
  path: string;
  headers: http.IncomingHttpHeaders;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
}

const xmlError = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`;

/**
 * Just enough of the S3 HTTP API (path-style PutObject with If-None-Match, GetObject with Range,
 * DeleteObject, ListObjectsV2 in one page) to
 * test the adapter at the network boundary, with the real SDK signing and parsing.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedS3Request[] = [];

  const server = http.createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push({ method: request.method ?? '', path, headers: request.headers });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fail = (status: number, code: string) =>
        response.writeHead(status, { 'content-type': 'application/xml' }).end(xmlError(code));
      if (request.method === 'PUT') {
        if (request.headers['if-none-match'] === '*' && objects.has(path)) return fail(412, 'PreconditionFailed');
        objects.set(path, { body: Buffer.concat(chunks), contentType: request.headers['content-type'] ?? '' });
        return response.writeHead(200, { etag: '"fake"' }).end();
      }
      if (request.method === 'DELETE') {
        objects.delete(path);
        return response.writeHead(204).end();
      }
      const query = new URLSearchParams((request.url ?? '').split('?')[1] ?? '');
      if (request.method === 'GET' && query.get('list-type') === '2') {
        // ListObjectsV2 on `/<bucket>?list-type=2&prefix=…`, every match on one page.
        const bucket = path.replace(/\/+$/, '');
        const prefix = query.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((key) => key.startsWith(`${bucket}/${prefix}`)).map((key) => key.slice(bucket.length + 1));
        const contents = keys.map((key) => `<Contents><Key>${key}</Key><Size>${objects.get(`${bucket}/${key}`)!.body.length}</Size></Contents>`).join('');
        return response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket.slice(1)}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
      }
      const object = objects.get(path);
      if (request.method !== 'GET') return fail(405, 'MethodNotAllowed');
      if (!object) return fail(404, 'NoSuchKey');
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
        if (start > end) return fail(416, 'InvalidRange');
        return response
          .writeHead(206, {
            'content-type': object.contentType,
            'content-length': end - start + 1,
            'content-range': `bytes ${start}-${end}/${object.body.length}`,
          })
          .end(object.body.subarray(start, end + 1));
      }
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length }).end(object.body);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of a subscription: the keys it gives the server, and what it needs to decrypt. */
export interface FakeSubscriber {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** RFC 8291 aes128gcm decryption, as the browser does it; throws when the body is not for us. */
  decrypt(body: Buffer): string;
}

/**
 * A push service at the HTTP boundary: a local HTTPS server (web-push speaks nothing
 * else) with a self-signed certificate made by the openssl CLI. It records each push and answers
 * 201, or the status set for a path (410: the subscription expired).
 */
export async function startFakePushService() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  const cert = fs.readFileSync(certFile);
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = https.createServer({ key: fs.readFileSync(keyFile), cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      received.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(url) ?? 201).end();
    });
  });
  // Every TCP connection, even one whose TLS handshake fails: the proof that the app reached it at all.
  const connections = { count: 0 };
  server.on('connection', () => (connections.count += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    origin,
    received,
    connections,
    /** The self-signed certificate the app's guarded push agent is told to trust. */
    certificate: cert,
    /** Where it listens, as OUTBOUND_ALLOW_HOSTS takes it: the one loopback address the app may push to. */
    host: new URL(origin).host,
    respondWith(pathname: string, status: number) {
      statuses.set(pathname, status);
    },
    createSubscriber(pathname: string): FakeSubscriber {
      const ecdh = crypto.createECDH('prime256v1');
      const userPublic = ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      return {
        endpoint: `${origin}${pathname}`,
        keys: { p256dh: userPublic.toString('base64url'), auth: authSecret.toString('base64url') },
        decrypt: (body) => decryptAes128gcm(body, ecdh, userPublic, authSecret),
      };
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer | string, length: number): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info) : info, length));
}

/** RFC 8188 record layout with RFC 8291 keys: salt, record size, the sender's public key, one record. */
function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, userPublic: Buffer, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderPublic);
  const ikm = hkdf(secret, authSecret, Buffer.concat([Buffer.from('WebPush: info\0'), userPublic, senderPublic]), 32);
  const key = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the 0x02 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks a push's `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292): an ES256 JWT
 * signed by the key in `k`, for the endpoint's origin, not expired, naming the subject. Returns
 * the public key it was signed with, or throws saying what is wrong.
 */
export function verifyVapidAuthorization(push: ReceivedPush, origin: string, subject: string): string {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a vapid Authorization header: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [encodedHeader, encodedClaims, signature] = token.split('.') as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as { alg: string };
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`);
  const point = Buffer.from(publicKey, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = crypto.verify('sha256', Buffer.from(`${encodedHeader}.${encodedClaims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('bad ES256 signature');
  const claims = JSON.parse(Buffer.from(encodedClaims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  if (!(claims.exp * 1000 > Date.now())) throw new Error('expired');
  if (claims.sub !== subject) throw new Error(`sub ${claims.sub}`);
  return publicKey;
}

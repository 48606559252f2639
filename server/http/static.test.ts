import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { createStaticHandler } from './static';

async function get(port: number, file: string, encoding: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, path: file, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the build is served compressed', () => {
  it('with brotli once it is ready (gzip meanwhile), gzip for a browser without brotli', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n'));
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123abcd.js'), script);
    const handle = createStaticHandler(dist);
    const server = http.createServer((req, res) => {
      if (!handle(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const first = await get(port, '/assets/main.0123abcd.js', 'gzip, deflate, br');
      expect(first.encoding).toBe('gzip');
      expect(zlib.gunzipSync(first.body).equals(script)).toBe(true);

      let later = first;
      for (let attempt = 0; attempt < 50 && later.encoding !== 'br'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        later = await get(port, '/assets/main.0123abcd.js', 'gzip, deflate, br');
      }
      expect(later.encoding).toBe('br');
      expect(zlib.brotliDecompressSync(later.body).equals(script)).toBe(true);
      expect(later.body.length).toBeLessThan(first.body.length);

      const plain = await get(port, '/assets/main.0123abcd.js', 'gzip');
      expect(plain.encoding).toBe('gzip');
    } finally {
      server.close();
    }
  });
});

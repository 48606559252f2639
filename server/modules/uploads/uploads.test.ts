import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { checkRouteAccess, routeById } from '../../../src/shared/config';
import { PERSONAS } from '../../../src/shared/config/testing/personas';
import { signedIn, startTestServer, TestClient, type TestServer } from '../../testing/harness';

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })[format]().toBuffer();

async function fetchBytes(base: string, url: string) {
  const response = await fetch(new URL(url, base));
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: Buffer.from(await response.arrayBuffer()) };
}

describe('uploaded images (SingleUploadBase64): local file store', () => {
  let server: TestServer;
  let gerente: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ UPLOAD_MAX_MB: '1' });
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
  });
  afterAll(() => server.close());

  it('keeps the image as sent with a 400 px thumbnail and a 96 px miniature, served publicly for a year', async () => {
    const original = await picture(800, 600);
    const result = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'C:\\fotos\\arroz 5kg.png', base64: original.toString('base64') });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ fileName: 'arroz 5kg.png', mimetype: 'image/png', size: original.length, width: 800, height: 600 });
    expect(result.body.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    // anyone may load it (no session): e-mails and the sign-up site show these images
    const anonymous = await fetchBytes(server.url, result.body.url);
    expect(anonymous).toMatchObject({ status: 200, type: 'image/png', cache: 'public, max-age=31536000, immutable' });
    expect(anonymous.body.equals(original)).toBe(true);
    const thumb = await fetchBytes(server.url, result.body.urlThumbnail);
    expect(thumb.type).toBe('image/webp');
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    const mini = await fetchBytes(server.url, result.body.urlMiniature);
    expect(await sharp(mini.body).metadata()).toMatchObject({ format: 'webp', width: 96, height: 96 });
    const [row] = await server.services.db.query<{ purpose: string; file_name: string }>('select purpose, file_name from uploaded_files where id = $1', [result.body.id]);
    expect(row).toEqual({ purpose: 'product-image', file_name: 'arroz 5kg.png' });
  });

  it('puts uploaded images on a product (exactly one main), answers their variants and audits the change', async () => {
    const uploaded = (await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'leite.png', base64: (await picture(300, 300)).toString('base64') })).body;
    const CREATE = 'mutation($input: CreateProductInput!) { createProduct(input: $input) { product { id images { url urlThumbnail urlMiniature isMain order } } } }';
    const erp = 'https://erp.exemplo.com.br/fotos/leite.jpg';
    const images = [
      { url: erp, isMain: false, order: 1 },
      { url: uploaded.url, urlThumbnail: uploaded.urlThumbnail, urlMiniature: uploaded.urlMiniature, isMain: true, order: 0 },
    ];
    const twoMains = await gerente.gql(CREATE, { input: { sku: 'IMG-LEITE-2', name: 'Leite 1L', measure: 'UN', images: images.map((image) => ({ ...image, isMain: true })) } });
    expect(twoMains.errors?.[0].message).toBe('Campo "images": marque exatamente uma imagem como principal.');
    const script = await gerente.gql(CREATE, { input: { sku: 'IMG-LEITE-3', name: 'Leite 1L', measure: 'UN', images: [{ url: 'javascript:alert(1)', isMain: true, order: 0 }] } });
    expect(script.errors?.[0].message).toMatch(/deve ser um endereço http\(s\) ou uma imagem enviada/);
    const created = await gerente.gql(CREATE, { input: { sku: 'IMG-LEITE', name: 'Leite Integral 1L', measure: 'UN', images } });
    expect(created.errors).toBeUndefined();
    // in their order; an address from the ERP stands in for its own variants
    expect(created.data!.createProduct.product.images).toEqual([
      { url: uploaded.url, urlThumbnail: uploaded.urlThumbnail, urlMiniature: uploaded.urlMiniature, isMain: true, order: 0 },
      { url: erp, urlThumbnail: erp, urlMiniature: erp, isMain: false, order: 1 },
    ]);
  });

  it('takes a data: URL and a JPEG too; never enlarges a small picture', async () => {
    const small = await picture(120, 80, 'jpeg');
    const result = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'p.jpg', base64: `data:image/jpeg;base64,${small.toString('base64')}` });
    expect(result.status).toBe(201);
    expect(result.body.url).toMatch(/\.jpg$/);
    const thumb = await fetchBytes(server.url, result.body.urlThumbnail);
    expect(await sharp(thumb.body).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('judges the type by the bytes, not the name, and refuses in pt-BR', async () => {
    const text = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'foto.png', base64: Buffer.from('<svg onload="alert(1)"></svg>').toString('base64') });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('O arquivo não é uma imagem JPG, PNG, WEBP ou GIF.');
    const empty = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'x.png', base64: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('O arquivo está vazio.');
    const notBase64 = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'x.png', base64: '%%%' });
    expect(notBase64.status).toBe(400);
  });

  it('refuses an image over UPLOAD_MAX_MB with 413', async () => {
    const noise = await sharp(crypto.randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(1_000_000);
    const result = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'grande.png', base64: noise.toString('base64') });
    expect(result.status).toBe(413);
    expect(result.body.message).toBe('Imagem grande demais: o limite é 1 MB.');
  });

  it('takes uploads only from who may open the catalogue page, and not without a session', async () => {
    const refused = (Object.keys(PERSONAS) as (keyof typeof PERSONAS)[]).find((key) => key !== 'admin' && !checkRouteAccess(routeById('produtos.gerenciamento-produtos'), PERSONAS[key]).allowed);
    expect(refused).toBe('promo');
    const promo = await signedIn(server, 'promo@atacadaopromo.com.br');
    const body = { fileName: 'p.png', base64: (await picture(10, 10)).toString('base64') };
    expect((await promo.rest('POST', '/api/uploads/product-images', body)).status).toBe(403);
    // without a session: refused (401, or 403 from the origin check for a state change without one)
    expect([401, 403]).toContain((await new TestClient(server.url).rest('POST', '/api/uploads/product-images', body)).status);
    const [{ count }] = await server.services.db.query<{ count: number }>("select count(*)::int as count from uploaded_files where file_name = 'p.png'");
    expect(count).toBe(0);
  });

  it('takes push images of exactly 192 × 192 px only (spec §5), from who may open the app push campaigns', async () => {
    const ok = await gerente.rest('POST', '/api/uploads/push-images', { fileName: 'push.png', base64: (await picture(192, 192)).toString('base64') });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ width: 192, height: 192 });
    const wrong = await gerente.rest('POST', '/api/uploads/push-images', { fileName: 'push.png', base64: (await picture(200, 192)).toString('base64') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('A imagem deve ter 192 × 192 px (enviada: 200 × 192 px).');
  });

  it('answers 404 for an unknown or malformed key (no path reaches the disk)', async () => {
    expect((await fetchBytes(server.url, '/api/uploads/0123456789abcdef0123456789abcdef.png')).status).toBe(404);
    expect((await fetchBytes(server.url, '/api/uploads/..%2Fsession-secret')).status).toBe(404);
    expect((await fetchBytes(server.url, '/api/uploads/a.svg')).status).toBe(404);
  });
});

describe('uploaded images: S3-compatible bucket (S3_BUCKET)', () => {
  let bucket: http.Server;
  const objects = new Map<string, { type: string; cache: string; body: Buffer }>();
  let server: TestServer;

  beforeAll(async () => {
    // a stand-in for an S3-compatible server (path-style): PUT and GET of objects
    bucket = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
        if (req.method === 'PUT') {
          objects.set(key, { type: String(req.headers['content-type']), cache: String(req.headers['cache-control']), body: Buffer.concat(chunks) });
          res.writeHead(200, { etag: '"1"' }).end();
        } else if (req.method === 'GET' && objects.has(key)) {
          res.writeHead(200, { 'content-type': objects.get(key)!.type }).end(objects.get(key)!.body);
        } else {
          res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        }
      });
    });
    await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
    server = await startTestServer({ S3_BUCKET: 'imagens', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PUBLIC_URL: 'https://cdn.exemplo.com.br/imagens' });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => bucket.close(resolve));
  });

  it('puts the three variants in the bucket and answers their public addresses', async () => {
    const gerente = await signedIn(server, 'gerente@bompreco.com.br');
    // the demo seed's own images (the sign-up site's) are in the bucket already: count this upload's
    const already = objects.size;
    const original = await picture(500, 500);
    const result = await gerente.rest('POST', '/api/uploads/product-images', { fileName: 'cafe.png', base64: original.toString('base64') });
    expect(result.status).toBe(201);
    const key = result.body.url.split('/').pop();
    expect(result.body.url).toBe(`https://cdn.exemplo.com.br/imagens/${key}`);
    expect(result.body.urlThumbnail).toBe(`https://cdn.exemplo.com.br/imagens/${key.replace('.png', '-thumb.webp')}`);
    expect(objects.get(`/imagens/${key}`)).toEqual({ type: 'image/png', cache: 'public, max-age=31536000, immutable', body: original });
    expect(objects.get(`/imagens/${key.replace('.png', '-mini.webp')}`)?.type).toBe('image/webp');
    expect(objects.size - already).toBe(3);
  });
});

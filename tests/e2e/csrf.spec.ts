import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { loginAs } from './support/auth';

/**
 * CSRF from a second origin: a page on another port of the same host (so the browser still sends the
 * SameSite=Lax session cookie) tries to read the signed-in manager's e-mail with a credentialed fetch
 * and to rename a store with a form post. Neither reads nor changes anything.
 */
test.describe('a page of another origin, while the manager is signed in', () => {
  let evil: http.Server;
  let evilUrl: string;

  test.beforeAll(async () => {
    evil = http.createServer((req, res) => {
      const unit = new URL(req.url ?? '/', 'http://x').searchParams.get('unit') ?? '';
      const mutation = JSON.stringify({
        query: 'mutation($input: UpdateUnitInput!) { updateUnit(input: $input) { unit { name } } }',
        variables: { input: { id: unit, name: 'Loja invadida' } },
      });
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><body>
        <p id="read">lendo…</p>
        <form id="rename" method="POST" action="${E2E_BASE_URL}/graphql" enctype="text/plain" target="sink">
          <input type="hidden" name='${mutation.slice(0, -1)}, "x": "' value='"}'>
        </form>
        <iframe name="sink" id="sink"></iframe>
        <script>
          fetch('${E2E_BASE_URL}/graphql', {
            method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: '{ viewer { user { email } } }' }),
          }).then((r) => r.text()).then((t) => { document.getElementById('read').textContent = 'lido: ' + t; },
                 (e) => { document.getElementById('read').textContent = 'recusado: ' + e.message; });
          document.getElementById('rename').submit();
        </script></body></html>`);
    });
    await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
    evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => evil.close(() => resolve())));

  test('reads nothing and renames nothing', async ({ page }) => {
    await loginAs(page, 'gerente');
    const units = await page.request.post('/graphql', { data: { query: '{ units(first: 1) { edges { node { id name } } } }' } });
    const { id, name } = (await units.json()).data.units.edges[0].node as { id: string; name: string };

    const formPost = page.waitForResponse((response) => response.url() === `${E2E_BASE_URL}/graphql` && response.request().method() === 'POST' && response.request().frame()?.name() === 'sink');
    await page.goto(`${evilUrl}/?unit=${encodeURIComponent(id)}`);
    await expect(page.locator('#read')).toHaveText(/^recusado: /);
    await expect(page.locator('#read')).not.toContainText('bompreco');
    // the browser sends Origin with a form post: refused as a foreign origin before the JSON-only rule
    // (which server/http/csrf.test.ts checks for posts without an Origin)
    expect((await formPost).status()).toBe(403);

    const after = await page.request.post('/graphql', { data: { query: 'query($id: ID!) { node(id: $id) { ... on Unit { name } } }', variables: { id } } });
    expect((await after.json()).data.node.name).toBe(name);
  });
});

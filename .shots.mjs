import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4560';
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [1440, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/e-mail/i).fill('gerente@bompreco.com.br');
  await page.getByLabel(/senha/i).first().fill('Demo@2026');
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL(/home|primeiro-valor/);
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForTimeout(3500);
    const name = path.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
    await page.screenshot({ path: `/tmp/prod-shots/${name}_${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();

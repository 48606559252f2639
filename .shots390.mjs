import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4560';
const [path, ...offsets] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W || 390), height: 844 } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.getByLabel(/e-mail/i).fill('gerente@bompreco.com.br');
await page.getByLabel(/senha/i).first().fill('Demo@2026');
await page.getByRole('button', { name: /entrar/i }).click();
await page.waitForURL(/home|primeiro-valor/);
await page.goto(base + path);
await page.waitForTimeout(3500);
const name = path.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
for (const y of offsets) {
  await page.evaluate((top) => window.scrollTo(0, top), Number(y));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/prod-shots/${name}_${process.env.W || 390}_${y}.png` });
}
await browser.close();

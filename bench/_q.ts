import fs from 'node:fs';
import path from 'node:path';
import { openChdb } from '../server/stores/analytics';
async function main() {
  const ch = await openChdb(path.join(process.argv[2], 'ch'));
  const sqls = fs.readFileSync(process.argv[3], 'utf8').split(';;').map((s) => s.trim()).filter(Boolean);
  const params = { account: '10000000-0000-4000-8000-00000000b001', run: '20000000-0000-4000-8000-00000000b001' };
  for (const sql of sqls) {
    const times: number[] = []; let res: unknown;
    for (let i = 0; i < (sql.startsWith('INSERT') || sql.startsWith('CREATE') ? 1 : 4); i++) {
      const t0 = performance.now();
      if (sql.startsWith('INSERT') || sql.startsWith('CREATE') || sql.startsWith('DROP')) await ch.command(sql, params); else res = await ch.query(sql, params);
      times.push(performance.now() - t0);
    }
    console.log(times.map((t) => t.toFixed(0)).join(' '), 'ms |', sql.slice(0, 70).replace(/\s+/g, ' '), '|', JSON.stringify(res)?.slice(0, 300));
  }
  await ch.close();
}
main();

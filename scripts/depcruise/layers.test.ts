// The FSD layer rule of .dependency-cruiser.cjs, run on a fixture with known violations.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const fixture = path.join(__dirname, 'fixture');

function cruise(): { status: number; violations: string[] } {
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['src', 'server', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'],
      { cwd: fixture, encoding: 'utf8' },
    );
    return { status: 0, violations: [] };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    const violations = [...e.stdout.matchAll(/error (\S+): (\S+) → (\S+)/g)].map(
      ([, rule, from, to]) => `${rule}: ${from} -> ${to}`,
    );
    return { status: e.status, violations: violations.sort() };
  }
}

describe('the layer rule (npm run lint:layers)', () => {
  it('fails on a lower layer importing a higher one, a cross-slice import, a deep import, and a server module reached past its index.ts', () => {
    const { status, violations } = cruise();
    expect(status).not.toBe(0);
    expect(violations).toEqual([
      'no-cross-slice-pages: src/pages/club/ui/crossSlice.ts -> src/pages/home/ui/Home.ts',
      'server-module-list: server/platform/wiring.ts -> server/modules/users/module.ts',
      'server-module-public-api-from-outside: server/platform/wiring.ts -> server/modules/users/module.ts',
      'server-module-public-api-from-outside: server/platform/wiring.ts -> server/modules/users/service.ts',
      'server-module-public-api: server/modules/sales/resolvers/report.ts -> server/modules/users/service.ts',
      'shared-imports-no-layer-above: src/shared/lib/upward.ts -> src/features/a/index.ts',
      'slice-public-api: src/pages/club/ui/crossSlice.ts -> src/pages/home/ui/Home.ts',
    ]);
  });
});

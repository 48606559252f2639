import { describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import type { Definition } from './definition';
import { useSegmentInsights } from './useSegmentInsights';

const women: Definition = { operator: 'AND', groups: [{ operator: 'AND', criteria: [{ key: 'gender', genders: ['F'] }] }] };
const men: Definition = { operator: 'AND', groups: [{ operator: 'AND', criteria: [{ key: 'gender', genders: ['M'] }] }] };

function wrapper() {
  const environment = new Environment({ network: Network.create(() => new Promise<GraphQLResponse>(() => undefined)), store: new Store(new RecordSource()) });
  return ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

describe('the definition the figures were evaluated for (what the members’ map evaluates)', () => {
  it('follows the evaluation after the pause, not each edit; with auto-update off it stays until forced', async () => {
    const { result, rerender } = renderHook(
      ({ definition, autoUpdate, force }: { definition: Definition; autoUpdate: boolean; force: number }) =>
        useSegmentInsights(definition, { autoUpdate, force, segmentId: null, editorId: 'e', initialSize: null }),
      { wrapper: wrapper(), initialProps: { definition: women, autoUpdate: true, force: 0 } },
    );
    // nothing before the pause after the last edit
    expect(result.current.evaluated).toBeNull();
    // a loaded CI machine may take longer than waitFor's default second for the 400 ms pause
    await waitFor(() => expect(result.current.evaluated).toBe(women), { timeout: 5000 });

    rerender({ definition: men, autoUpdate: false, force: 0 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(result.current.evaluated).toBe(women);
    expect(result.current.stale).toBe(true);

    rerender({ definition: men, autoUpdate: false, force: 1 });
    await waitFor(() => expect(result.current.evaluated).toBe(men), { timeout: 5000 });
  });
});

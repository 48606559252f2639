import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { TestProviders } from '@/shared/lib/testing';

/**
 * Test-only: renders a Relay component on a mock environment with the app's providers (pt-BR
 * messages, theme). Every operation the component fetches is answered with data generated from
 * `resolvers`, keyed by GraphQL type; mark the test's query `@relay_test_operation` so the fields no
 * resolver gives still get values of their type.
 *
 *   renderWithRelay(<Harness />, { DashboardMetrics: () => ({ VAL_FATURAMENTO: 1234.5 }) });
 */
export function renderWithRelay(ui: ReactElement, resolvers: MockResolvers = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
  let view!: ReturnType<typeof render>;
  act(() => {
    view = render(
      <RelayEnvironmentProvider environment={environment}>
        <TestProviders>{ui}</TestProviders>
      </RelayEnvironmentProvider>,
    );
  });
  return { environment, ...view };
}

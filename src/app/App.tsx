import { RouterProvider } from 'react-router-dom';
import type { AppRuntime } from './createAppRuntime';
import { AppProviders } from './providers/AppProviders';

/** The whole app for one runtime (environment + router). */
export function App({ runtime }: { runtime: AppRuntime }) {
  return (
    <AppProviders environment={runtime.environment}>
      <RouterProvider router={runtime.router} />
    </AppProviders>
  );
}

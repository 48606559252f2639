import '@testing-library/jest-dom';
// Also types (and registers) the DOM matchers for tests that import `expect` from @jest/globals.
import '@testing-library/jest-dom/jest-globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { provideTestMessages } from '@/shared/lib/testing';

// Every slice's texts (src/**/i18n/pt-BR.ts) for component tests: in the app a page's texts come with
// the page (MessagesScope), in a test the component is rendered on its own.
function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : catalogueFiles(full);
    return full.endsWith(`${path.sep}i18n${path.sep}pt-BR.ts`) ? [full] : [];
  });
}
const all: Record<string, string> = {};
for (const file of catalogueFiles(path.resolve(__dirname, '../../src'))) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  Object.assign(all, (require(file) as { messages: Record<string, string> }).messages);
}
provideTestMessages(all);

import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { rootMessages } from './index';

/**
 * The texts' structure (README "Texts"): each slice keeps its texts in `<slice>/i18n/pt-BR.ts`;
 * widgets', features', the app's and the shared kit's are in scope from the first load, each page's
 * come with the page. These checks keep a text from being missing on the screen that uses it.
 */
const SRC = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : walk(full);
    return [full];
  });
}

const rel = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const files = walk(SRC);
/** Parts of the shared kit with texts of their own, which they put in scope themselves: `shared/ui/data-table`. */
const kitParts = new Set(files.map(rel).flatMap((name) => /^(shared\/ui\/[^/]+)\/i18n\/pt-BR\.ts$/.exec(name)?.[1] ?? []));
const isKitPart = (slice: string) => kitParts.has(slice);
/** `pages/home`, `widgets/top-bar`, `shared/ui/data-table`, `shared`, `app`. */
const sliceOf = (file: string) => {
  const [layer, slice, part] = rel(file).split('/');
  if (layer === 'shared' && isKitPart(`shared/${slice}/${part}`)) return `shared/${slice}/${part}`;
  return layer === 'shared' || layer === 'app' ? layer : `${layer}/${slice}`;
};

const catalogueFiles = files.filter((file) => rel(file).endsWith('/i18n/pt-BR.ts'));
const catalogues = new Map<string, Record<string, string>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  catalogueFiles.map((file) => [sliceOf(file), (require(file) as { messages: Record<string, string> }).messages]),
);
const isPage = (slice: string) => slice.startsWith('pages/');
const root: Record<string, string> = rootMessages;
/** The slice's texts are in the first load (rootMessages). */
const inRoot = (slice: string) => slice === 'shared' || slice === 'app' || Object.keys(catalogues.get(slice) ?? {}).some((id) => id in root);
/** The source imports the slice's public API (a value import; `import type` brings no texts). */
const imports = (source: string, slice: string) => new RegExp(`(?<!import type [^;]*)(from |import\\()'@/${slice}'`).test(source);

describe('every slice keeps its own texts', () => {
  it('finds the catalogues of the shared kit, the app, widgets, features and pages', () => {
    expect(catalogues.has('shared')).toBe(true);
    expect(catalogues.has('app')).toBe(true);
    expect([...catalogues.keys()].some(isPage)).toBe(true);
    expect([...catalogues.keys()].some((slice) => slice.startsWith('features/'))).toBe(true);
  });

  it('no id is defined by two slices', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [slice, messages] of catalogues) {
      for (const id of Object.keys(messages)) {
        if (owner.has(id)) twice.push(`${id}: ${owner.get(id)} and ${slice}`);
        owner.set(id, slice);
      }
    }
    expect(twice).toEqual([]);
  });

  it('every text is valid ICU (the build compiles them)', () => {
    const invalid: string[] = [];
    for (const [slice, messages] of catalogues) {
      for (const [id, text] of Object.entries(messages)) {
        try {
          parse(text);
        } catch (error) {
          invalid.push(`${slice} ${id}: ${(error as Error).message}`);
        }
      }
    }
    expect(invalid).toEqual([]);
  });
});

describe('each text is in scope where it is shown', () => {
  it("the first load holds the app's, the shared kit's and each other non-page slice's texts whole, or none of them, and no page's", () => {
    const partial: string[] = [];
    const leaked: string[] = [];
    for (const [slice, messages] of catalogues) {
      const ids = Object.entries(messages);
      const inFirstLoad = ids.filter(([id, text]) => root[id] === text).length;
      if (isPage(slice) && inFirstLoad > 0) leaked.push(slice);
      if (!isPage(slice) && inFirstLoad !== 0 && inFirstLoad !== ids.length) partial.push(slice);
      if ((slice === 'shared' || slice === 'app') && inFirstLoad !== ids.length) partial.push(slice);
    }
    expect({ partial, leaked }).toEqual({ partial: [], leaked: [] });
  });

  it("a slice whose texts are not in the first load is shown by pages only, and each of them loads its texts (pageTexts)", () => {
    const pageOnly = [...catalogues.keys()].filter((slice) => !isPage(slice) && !inRoot(slice) && !isKitPart(slice));
    const problems: string[] = [];
    for (const file of files) {
      const name = rel(file);
      if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
      const importer = sliceOf(file);
      const source = readFileSync(file, 'utf8');
      for (const used of pageOnly) {
        if (used === importer || !imports(source, used)) continue;
        if (name === 'app/i18n/index.ts') continue;
        const page = isPage(importer) ? importer : null;
        if (!page) {
          if (inRoot(importer)) problems.push(`${name} (first load) shows ${used}, whose texts are not in the first load`);
          continue;
        }
        const route = readFileSync(path.join(SRC, page, 'route.ts'), 'utf8');
        if (!new RegExp(`import\\(/\\* webpackChunkName: "page-[^"]+" \\*/ '@/${used}'\\)`).test(route)) problems.push(`${page}/route.ts does not load the texts of ${used}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a shared kit part with texts of its own keeps them out of the first load and puts them in scope around its view', () => {
    expect([...kitParts].sort()).toEqual(expect.arrayContaining(['shared/ui/data-table', 'shared/ui/export-dialog', 'shared/ui/multi-select']));
    const problems: string[] = [];
    for (const part of kitParts) {
      const messages = catalogues.get(part) ?? {};
      if (Object.keys(messages).some((id) => id in root)) problems.push(`${part}: its texts are in the first load`);
      const views = files.filter((file) => rel(file).startsWith(`${part}/`) && /\.tsx$/.test(file) && !/\.test\.tsx$/.test(file));
      for (const file of views) {
        const source = readFileSync(file, 'utf8');
        const readsOwnTexts = Object.keys(messages).some((id) => source.includes(`'${id}'`));
        if (readsOwnTexts && !source.includes('<MessagesScope messages={messages}>')) problems.push(`${rel(file)} reads its part's texts without putting them in scope`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("each page's route loads its texts with the page, and the app types its ids", () => {
    const appIndex = readFileSync(path.join(SRC, 'app/i18n/index.ts'), 'utf8');
    const problems: string[] = [];
    for (const slice of [...catalogues.keys()].filter(isPage)) {
      const route = readFileSync(path.join(SRC, slice, 'route.ts'), 'utf8');
      const index = readFileSync(path.join(SRC, slice, 'index.ts'), 'utf8');
      if (!/texts: \(\) =>\s*(pageTexts\(\s*)?import\(\/\* webpackChunkName: "page-[^"]+" \*\/ '\.\/i18n\/pt-BR'\)/.test(route)) problems.push(`${slice}/route.ts does not load its texts`);
      if (!index.includes("export type Messages = typeof import('./i18n/pt-BR').messages")) problems.push(`${slice}/index.ts does not export its Messages type`);
    }
    for (const slice of catalogues.keys()) {
      if (slice !== 'shared' && slice !== 'app' && !appIndex.includes(`from '@/${slice}'`)) problems.push(`src/app/i18n/index.ts does not type ${slice}'s ids`);
    }
    expect(problems).toEqual([]);
  });

  it('every id written in a slice is its own or in the first load (no slice reads the texts another page or page-only slice brings)', () => {
    const known = new Map<string, string>();
    for (const [slice, messages] of catalogues) for (const id of Object.keys(messages)) known.set(id, slice);
    const outOfScope: string[] = [];
    for (const file of files) {
      const name = rel(file);
      if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name) || name.endsWith('i18n/pt-BR.ts')) continue;
      const slice = sliceOf(file);
      const source = readFileSync(file, 'utf8');
      for (const [, id] of source.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
        const owner = known.get(id);
        if (!owner || owner === slice || inRoot(owner)) continue;
        outOfScope.push(`${name} reads ${id} of ${owner}`);
      }
    }
    expect(outOfScope).toEqual([]);
  });
});

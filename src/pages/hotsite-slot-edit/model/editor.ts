import { hotsiteSettingsProblems, problemsByTab, type HotsiteOverrides, type HotsiteSettings, type HotsiteTab } from '@/shared/lib/hotsite-settings';

/** The builder's tabs in order; the first three carry spec §5's error groups (0 colours, 1 images). */
export const EDITOR_TABS = ['colors', 'images', 'fields', 'tracking'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** What the builder edits: the preview's settings and overrides. */
export interface EditorValues {
  settings: HotsiteSettings;
  overrides: HotsiteOverrides;
}

/** A copy of `values` with the value at a dotted path (`settings.assets.colors.home.background`) replaced. */
export function setAt(values: EditorValues, path: string, value: unknown): EditorValues {
  const next = structuredClone(values);
  const keys = path.split('.');
  let target: Record<string, unknown> = next as unknown as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys[keys.length - 1]] = value;
  return next;
}

/** The problems of the settings grouped by tab, plus the tracking tab (never refused here: the server checks ids). */
export function editorProblems(values: EditorValues): Record<HotsiteTab | 'tracking', { path: string; message: string }[]> {
  return { ...problemsByTab(hotsiteSettingsProblems(values.settings)), tracking: [] };
}

/** The message of a settings path, if any. */
export function problemAt(problems: ReturnType<typeof editorProblems>, path: string): string | undefined {
  for (const list of Object.values(problems)) {
    const found = list.find((problem) => `settings.${problem.path}` === path);
    if (found) return found.message;
  }
  return undefined;
}

/** Preview widths, as the public page's breakpoints see them. */
export const PREVIEW_DEVICES = { desktop: 1280, tablet: 768, smartphone: 390 } as const;
export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

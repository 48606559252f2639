import { describe, expect, it } from '@jest/globals';
import { defaultHotsiteSettings } from '@/shared/lib/hotsite-settings';
import { editorProblems, problemAt, setAt, type EditorValues } from './editor';

const values = (): EditorValues => ({ settings: defaultHotsiteSettings('#C8102E'), overrides: { facebook_pixel_id: null, google_analytics_id: null, signup_tag: null } });

describe('the builder’s form model', () => {
  it('changes one value by its path and leaves the original untouched', () => {
    const before = values();
    const after = setAt(before, 'settings.assets.colors.form.buttonBackground', '#0A7D32');
    expect(after.settings.assets.colors.form.buttonBackground).toBe('#0A7D32');
    expect(before.settings.assets.colors.form.buttonBackground).toBe('#C8102E');
    expect(setAt(before, 'settings.fields.natural.2.label', 'WhatsApp').settings.fields.natural[2].label).toBe('WhatsApp');
  });

  it('groups the problems by tab and finds the message of a field', () => {
    const problems = editorProblems(setAt(values(), 'settings.assets.colors.home.input', ''));
    expect(problems.colors).toEqual([{ tab: 0, path: 'assets.colors.home.input', message: 'Campo obrigatório' }]);
    expect(problems.images).toHaveLength(7);
    expect(problems.tracking).toEqual([]);
    expect(problemAt(problems, 'settings.assets.colors.home.input')).toBe('Campo obrigatório');
    expect(problemAt(problems, 'settings.assets.colors.home.background')).toBeUndefined();
  });
});

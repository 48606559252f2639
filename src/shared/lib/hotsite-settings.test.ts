import { describe, expect, it } from '@jest/globals';
import { defaultHotsiteSettings, HOTSITE_COLOR_GROUPS, HOTSITE_DEVICES, HOTSITE_REQUIRED, hotsiteSettingsProblems, problemsByTab, type HotsiteSettings } from './hotsite-settings';

/** A configuration that passes every rule: the defaults with every image set. */
function complete(): HotsiteSettings {
  const settings = defaultHotsiteSettings('#C8102E');
  for (const device of HOTSITE_DEVICES) {
    settings.assets.images.home[device] = '/api/uploads/home.png';
    settings.assets.images.form[device] = '/api/uploads/form.png';
  }
  settings.assets.images.finish.logo = '/api/uploads/logo.png';
  return settings;
}

describe('hotsite configuration rules (spec §5)', () => {
  it('accepts a configuration with every colour and image set', () => {
    expect(hotsiteSettingsProblems(complete())).toEqual([]);
  });

  it('refuses each blank colour of home, form, finish, legalFooter and socialNetworksFooter with "Campo obrigatório" on tab 0', () => {
    for (const [group, names] of Object.entries(HOTSITE_COLOR_GROUPS)) {
      for (const name of names) {
        const settings = complete();
        (settings.assets.colors as Record<string, Record<string, string>>)[group][name] = '  ';
        expect(hotsiteSettingsProblems(settings)).toEqual([{ tab: 0, path: `assets.colors.${group}.${name}`, message: HOTSITE_REQUIRED }]);
      }
    }
  });

  it('refuses a colour that is not #RRGGBB', () => {
    const settings = complete();
    settings.assets.colors.home.buttonFont = 'red';
    expect(hotsiteSettingsProblems(settings)).toEqual([{ tab: 0, path: 'assets.colors.home.buttonFont', message: 'Cor inválida: use #RRGGBB' }]);
  });

  it('refuses each missing home and form image per device, and the finish logo, with "Campo obrigatório" on tab 1', () => {
    for (const screen of ['home', 'form'] as const) {
      for (const device of HOTSITE_DEVICES) {
        const settings = complete();
        settings.assets.images[screen][device] = '';
        expect(hotsiteSettingsProblems(settings)).toEqual([{ tab: 1, path: `assets.images.${screen}.${device}`, message: HOTSITE_REQUIRED }]);
      }
    }
    const settings = complete();
    settings.assets.images.finish.logo = '';
    expect(hotsiteSettingsProblems(settings)).toEqual([{ tab: 1, path: 'assets.images.finish.logo', message: HOTSITE_REQUIRED }]);
  });

  it('does not require the finish images per device (only its logo)', () => {
    const settings = complete();
    settings.assets.images.finish.desktop = '';
    expect(hotsiteSettingsProblems(settings)).toEqual([]);
  });

  it('refuses a field without label, a radio without options, no person type and a blank headline on tab 2', () => {
    const settings = complete();
    settings.fields.natural[0].label = '';
    const gender = settings.fields.natural.findIndex((f) => f.type === 'FormRadio');
    settings.fields.natural[gender].options = [];
    settings.fields.allowed_person_types_signup = [];
    settings.texts.headline = '';
    expect(hotsiteSettingsProblems(settings).map((p) => [p.tab, p.path])).toEqual([
      [2, 'texts.headline'],
      [2, 'fields.allowed_person_types_signup'],
      [2, 'fields.natural.0.label'],
      [2, `fields.natural.${gender}.options`],
    ]);
  });

  it('groups the errors by tab, colours first and images second', () => {
    const settings = defaultHotsiteSettings();
    settings.assets.colors.finish.text = '';
    const grouped = problemsByTab(hotsiteSettingsProblems(settings));
    expect(grouped.colors.map((p) => p.path)).toEqual(['assets.colors.finish.text']);
    expect(grouped.images).toHaveLength(7);
    expect(grouped.images.every((p) => p.message === HOTSITE_REQUIRED)).toBe(true);
    expect(grouped.fields).toEqual([]);
  });
});

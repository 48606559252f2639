import { describe, expect, it } from '@jest/globals';
import { appErrors, contrastOf, type AppValues } from './appForm';

const values = (patch: Partial<AppValues> = {}): AppValues => ({
  app_name: 'Clube Bom Preço',
  app_store_url: 'https://apps.apple.com/br/app/clube/id1',
  google_play_url: 'https://play.google.com/store/apps/details?id=br.com.x',
  ios_bundle_id: 'br.com.bompreco.clube',
  android_package: 'br.com.bompreco.clube',
  primary_color: '#0B5FFF',
  on_primary_color: '#FFFFFF',
  minimum_version: '2.4.0',
  force_update: false,
  ...patch,
});

describe('app settings form', () => {
  it('accepts valid settings and empty store links (an app not published yet)', () => {
    expect(appErrors(values())).toEqual({});
    expect(appErrors(values({ app_store_url: '', google_play_url: '' }))).toEqual({});
  });

  it('refuses links of other sites, malformed ids and versions, and unreadable colours', () => {
    expect(appErrors(values({ app_store_url: 'https://exemplo.com/app' })).app_store_url).toBe('adminApp.error.appStore');
    expect(appErrors(values({ google_play_url: 'http://play.google.com/x' })).google_play_url).toBe('adminApp.error.googlePlay');
    expect(appErrors(values({ ios_bundle_id: 'clube' })).ios_bundle_id).toBe('adminApp.error.reverseDomain');
    expect(appErrors(values({ minimum_version: '2.4' })).minimum_version).toBe('adminApp.error.version');
    expect(appErrors(values({ on_primary_color: '#3366FF' })).contrast).toBe('adminApp.error.contrast');
  });

  it('computes the contrast only of two complete colours', () => {
    expect(contrastOf({ primary_color: '#000000', on_primary_color: '#FFFFFF' })).toBeCloseTo(21);
    expect(contrastOf({ primary_color: '#000', on_primary_color: '#FFFFFF' })).toBeNull();
  });
});

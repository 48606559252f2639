import { describe, expect, it } from '@jest/globals';
import { validateForm } from '@/shared/lib/validation';
import { appConfigurationCrossErrors, appConfigurationInput, appConfigurationStruct, appConfigurationValuesOf, recencyCrossErrors, recencyInput, recencyStruct } from './settingsForms';

const saved = {
  contacts: { phones: ['7133330000'], emails: ['sac@rede.com.br'], whatsapp: ['71999990000'] },
  hotsite_links: [{ name: 'Regulamento', url: 'https://rede.com.br/regulamento' }],
  password_recovery_channels: { sms: true, email: false },
  enable_delete_data_requests: true,
  enable_delete_partial_data_requests: false,
  enable_whatsapp_link: true,
  whatsapp_link: 'https://wa.me/5571999990000',
  enable_apps: true,
};

describe('general settings forms', () => {
  it('round-trips the app configuration (phones masked on screen, digits to the server)', () => {
    const values = appConfigurationValuesOf(saved);
    expect(values.phones).toEqual([{ value: '(71) 3333-0000' }]);
    expect(validateForm(appConfigurationStruct, values)).toBeUndefined();
    expect(appConfigurationInput(values)).toEqual(saved);
  });

  it('refuses no recovery channel, a WhatsApp switch without a link and partial deletion alone', () => {
    const values = appConfigurationValuesOf(saved);
    expect(appConfigurationCrossErrors({ ...values, recovery_sms: false, recovery_email: false, whatsapp_link: 'wa.me/1', enable_delete_data_requests: false, enable_delete_partial_data_requests: true })).toEqual({
      recovery_email: 'channels',
      whatsapp_link: 'whatsappLink',
      enable_delete_partial_data_requests: 'partial',
    });
    expect(validateForm(appConfigurationStruct, { ...values, hotsite_links: [{ name: '', url: 'http://x.com' }] })).toEqual({ 'hotsite_links.0.name': 'required', 'hotsite_links.0.url': 'url' });
  });

  it('builds contiguous recency windows from three ordered thresholds', () => {
    expect(validateForm(recencyStruct, { actives: '0', recent_inactives: '120', at_risk: '999' })).toEqual({ actives: 'days', at_risk: 'days' });
    expect(recencyCrossErrors({ actives: '60', recent_inactives: '60', at_risk: '180' })).toEqual({ recent_inactives: 'order' });
    expect(recencyInput({ actives: '30', recent_inactives: '90', at_risk: '150' })).toEqual({
      recency_criteria: { actives: { bought: 30, not_bought: null }, recent_inactives: { bought: 90, not_bought: 30 }, at_risk: { bought: 150, not_bought: 90 }, losses: { bought: null, not_bought: 150 } },
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { validateForm } from '@/shared/lib/validation';
import { changedTags, crossFieldErrors, formFieldOf, formValuesOf, unitFormStruct, updateUnitInput, type UnitForForm } from './unitForm';

const HOURS = { start: '07:00', finish: '22:00' };
const unit: UnitForForm = {
  name: 'Mais Pituba',
  cnpj: '11222333000181',
  active: true,
  mobile: '71988887777',
  retailer_flag_id: 'principal',
  unit_group: { id: 'g1' },
  address_components: { postal_code: '41810000', street: 'Av. Paulo VI', number: '100', neighborhood: 'Pituba', city_name: 'Salvador', federative_unit: 'BA' },
  location: { coordinates: [-38.4561, -12.9991] },
  office_hours: { monday: HOURS, tuesday: HOURS, wednesday: HOURS, thursday: HOURS, friday: HOURS, saturday: HOURS, sunday: null, holidays: { start: '08:00', finish: '13:00' } },
  contact: { phone: '7133334444', email: 'pituba@redemais.com.br' },
  tags: [{ name: 'Piloto', color: '#0891B2' }],
  ecommerce_v2_active: false,
  ecommerce_partner: null,
};

describe('the store form', () => {
  it('shows the stored store masked (CNPJ, CEP, phones, decimal comma) and sends it back as the server stores it', () => {
    const values = formValuesOf(unit);
    expect(values).toMatchObject({ cnpj: '11.222.333/0001-81', postal_code: '41810-000', phone: '(71) 3333-4444', mobile: '(71) 98888-7777', latitude: '-12,9991', longitude: '-38,4561' });
    expect(values.hours.sunday).toEqual({ open: false, start: '', finish: '' });
    expect(validateForm(unitFormStruct, values)).toBeUndefined();
    expect(updateUnitInput('U1', values)).toMatchObject({
      id: 'U1',
      cnpj: '11.222.333/0001-81',
      contact: { phone: '7133334444', email: 'pituba@redemais.com.br' },
      mobile: '71988887777',
      location: { latitude: -12.9991, longitude: -38.4561 },
      office_hours: { sunday: null, holidays: { start: '08:00', finish: '13:00' } },
      retailer_flag_id: 'principal',
      unit_group_id: 'g1',
      ecommerce_partner: null,
    });
    expect(changedTags(unit.tags, values)).toBeNull();
  });

  it('names the rule each wrong field breaks', () => {
    const values = formValuesOf(unit);
    const errors = validateForm(unitFormStruct, {
      ...values,
      cnpj: '12.345.678/0001-00',
      postal_code: '4181-000',
      latitude: '-95',
      hours: { ...values.hours, monday: { open: true, start: '22:00', finish: '07:00' } },
      tags: [{ name: 'A', color: '#000000' }, { name: 'a', color: '#ffffff' }],
    });
    expect(errors).toMatchObject({ cnpj: 'cnpj', postal_code: 'cep', latitude: 'latitude', 'hours.monday': 'hours', tags: 'duplicateTag' });
  });

  it('accepts the alphanumeric CNPJ and asks for latitude and longitude together and a partner’s store code', () => {
    const values = { ...formValuesOf(unit), cnpj: '12.ABC.345/01DE-35' };
    expect(validateForm(unitFormStruct, values)).toBeUndefined();
    expect(crossFieldErrors({ ...values, longitude: '' })).toEqual({ longitude: 'pair' });
    expect(crossFieldErrors({ ...values, partner_type: 'IFOOD', partner_unit_id: ' ' })).toEqual({ partner_unit_id: 'partner' });
  });

  it('puts the server’s refusals under the form’s fields', () => {
    expect(formFieldOf('input.address_components.postal_code')).toBe('postal_code');
    expect(formFieldOf('input.contact.email')).toBe('email');
    expect(formFieldOf('input.location.latitude')).toBe('latitude');
    expect(formFieldOf('input.office_hours.monday')).toBe('hours.monday.start');
    expect(formFieldOf('input.cnpj')).toBe('cnpj');
  });
});

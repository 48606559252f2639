import { describe, expect, it } from '@jest/globals';
import type { Viewer } from '../../access/context';
import { toCustomerModel, type CustomerRow } from './customer';

function viewer(pii: { mf?: boolean; has_pii_access?: boolean }): Viewer {
  return { user: { mf: false, has_pii_access: false, ...pii }, account: { id: 'a' } } as unknown as Viewer;
}

const ROW: CustomerRow = {
  account_id: 'a',
  document_no: '52998224725',
  person_type: 'F',
  name: 'Maria da Silva',
  email: 'maria.silva@example.com.br',
  phone: '5571987654321',
  gender: 'F',
  birth_date: '1980-02-03',
  created_date: '2025-01-10',
  unit_id_erp: '1',
  registration_unit_name: 'Loja Centro',
  address: { street: 'Rua das Flores', number: '12', postal_code: '40000-000', neighborhood: 'Barra', city_name: 'Salvador', federative_unit: 'BA', latitude: -12.9, longitude: -38.5 },
  opt_in: { sms: true, email: false },
};

describe('a customer as the server sends it', () => {
  describe('when the user has no PII access', () => {
    const customer = toCustomerModel(viewer({}), ROW);

    it('masks the document, e-mail and phone in the spec formats', () => {
      expect(customer.masked).toBe(true);
      expect(customer.document).toBe('***.982.247-**');
      expect(customer.email).toBe('ma***@example.com.br');
      expect(customer.phone).toBe('(71) 9****-4321');
    });

    it('leaves out the home address lines and position but keeps neighbourhood and city', () => {
      expect(customer.address).toEqual({
        postal_code: null, street: null, number: null, complement: null,
        neighborhood: 'Barra', city_name: 'Salvador', federative_unit: 'BA', latitude: null, longitude: null,
      });
    });

    it('carries no unmasked value anywhere in what is sent (the raw key stays for the sealed id only)', () => {
      const { document_no: _key, ...sent } = customer;
      const text = JSON.stringify(sent);
      for (const secret of ['52998224725', '529.982.247-25', 'maria.silva', '987654321', '98765-4321', 'Rua das Flores', '-12.9']) {
        expect(text).not.toContain(secret);
      }
    });
  });

  describe('when the user has PII access (or is a platform admin)', () => {
    it.each([[{ has_pii_access: true }], [{ mf: true }]])('shows everything formatted (%j)', (pii) => {
      const customer = toCustomerModel(viewer(pii), ROW);
      expect(customer.masked).toBe(false);
      expect(customer.document).toBe('529.982.247-25');
      expect(customer.email).toBe('maria.silva@example.com.br');
      expect(customer.phone).toBe('+55 (71) 9 8765-4321');
      expect(customer.address.street).toBe('Rua das Flores');
      expect(customer.address.latitude).toBe(-12.9);
    });
  });

  it('reads opt-ins per channel, missing ones as not accepted', () => {
    expect(toCustomerModel(viewer({}), ROW).opt_in).toEqual({ sms: true, email: false, whatsapp: false, push: false });
  });

  it('names the registration store, or has none', () => {
    expect(toCustomerModel(viewer({}), ROW).registration_unit).toEqual({ id_erp: '1', name: 'Loja Centro' });
    expect(toCustomerModel(viewer({}), { ...ROW, unit_id_erp: null }).registration_unit).toBeNull();
  });
});

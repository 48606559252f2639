import { maskDocument, maskEmail, maskPhone, seesPersonalData } from '../../access/pii';
import type { Viewer } from '../../access/context';
import { formatDocument } from '../../../src/shared/lib/document';
import { formatPhone } from '../../../src/shared/lib/phone';

/** A consumer as the operational store keeps it (table `consumers`), with their registration store's name. */
export interface CustomerRow {
  account_id: string;
  document_no: string;
  person_type: 'F' | 'J';
  name: string;
  email: string | null;
  phone: string | null;
  gender: 'F' | 'M' | 'U';
  /** YYYY-MM-DD */
  birth_date: string | null;
  /** registration day in the data time zone, YYYY-MM-DD */
  created_date: string;
  unit_id_erp: string | null;
  registration_unit_name: string | null;
  address: Record<string, string | number>;
  opt_in: Partial<Record<'sms' | 'email' | 'whatsapp' | 'push', boolean>>;
}

/** Address lines that locate a person's home: hidden, like their contacts, from users without PII access. */
const HOME_LINES = ['postal_code', 'street', 'number', 'complement'] as const;

/**
 * What a viewer may receive of a consumer (the GraphQL `Customer`). Built here and only here, so every
 * answer that carries a consumer (node, search, detail, best customers) masks the same way: for a
 * viewer without PII access the document, e-mail and phone are masked (spec §9 formats) and the home
 * address lines and position are left out, before anything leaves the server.
 */
export interface CustomerModel {
  /** the account's key of the consumer; never sent as is (the global id seals it) */
  document_no: string;
  account_id: string;
  masked: boolean;
  name: string;
  document: string;
  person_type: 'F' | 'J';
  email: string | null;
  phone: string | null;
  gender: 'F' | 'M' | 'U';
  birth_date: string | null;
  created_date: string;
  registration_unit: { id_erp: string; name: string } | null;
  address: {
    postal_code: string | null;
    street: string | null;
    number: string | null;
    complement: string | null;
    neighborhood: string | null;
    city_name: string | null;
    federative_unit: string | null;
    latitude: number | null;
    longitude: number | null;
  };
  opt_in: { sms: boolean; email: boolean; whatsapp: boolean; push: boolean };
}

function text(value: string | number | undefined): string | null {
  return value === undefined || value === '' ? null : String(value);
}

function coordinate(value: string | number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The document, e-mail and phone as a viewer may see them (formatted in full, or masked). */
export function contactsFor(viewer: Viewer, row: Pick<CustomerRow, 'document_no' | 'email' | 'phone'>) {
  return contactsShown(seesPersonalData(viewer), row);
}

/** The document, e-mail and phone in full (`sees`) or masked. */
export function contactsShown(sees: boolean, row: Pick<CustomerRow, 'document_no' | 'email' | 'phone'>) {
  return {
    masked: !sees,
    document: sees ? formatDocument(row.document_no) : maskDocument(row.document_no),
    email: row.email === null ? null : sees ? row.email : maskEmail(row.email),
    phone: row.phone === null ? null : sees ? formatPhone(row.phone) : maskPhone(row.phone),
  };
}

export function toCustomerModel(viewer: Viewer, row: CustomerRow): CustomerModel {
  return customerModel(seesPersonalData(viewer), row);
}

/** A consumer shown in full (`sees`: PII access) or masked: what toCustomerModel and the exports send. */
export function customerModel(sees: boolean, row: CustomerRow): CustomerModel {
  const contacts = contactsShown(sees, row);
  const address = row.address ?? {};
  const home = (key: (typeof HOME_LINES)[number]) => (contacts.masked ? null : text(address[key]));
  return {
    document_no: row.document_no,
    account_id: row.account_id,
    ...contacts,
    name: row.name,
    person_type: row.person_type,
    gender: row.gender,
    birth_date: row.birth_date,
    created_date: row.created_date,
    registration_unit: row.unit_id_erp ? { id_erp: row.unit_id_erp, name: row.registration_unit_name ?? row.unit_id_erp } : null,
    address: {
      postal_code: home('postal_code'),
      street: home('street'),
      number: home('number'),
      complement: home('complement'),
      neighborhood: text(address.neighborhood),
      city_name: text(address.city_name),
      federative_unit: text(address.federative_unit),
      latitude: contacts.masked ? null : coordinate(address.latitude),
      longitude: contacts.masked ? null : coordinate(address.longitude),
    },
    opt_in: {
      sms: row.opt_in?.sms === true,
      email: row.opt_in?.email === true,
      whatsapp: row.opt_in?.whatsapp === true,
      push: row.opt_in?.push === true,
    },
  };
}

import type { Queryable } from '../../stores';
import type { Viewer } from '../../access/context';
import { maskDocument, maskEmail, maskPhone, seesPersonalData } from '../../access/pii';
import { formatCnpj, formatCpf } from '../../../src/shared/lib/document';
import { formatPhone } from '../../../src/shared/lib/phone';

/** A consumer's registration data as a list shows it. */
export interface ConsumerContact {
  name: string;
  document: string;
  email: string | null;
  phone: string | null;
}

/**
 * The registration data of the listed consumers (operational store), masked here, on the server, for
 * a viewer without PII access (spec §6): the answer never carries the document, e-mail or phone.
 */
export async function consumerContacts(db: Queryable, viewer: Viewer | { personalData: boolean }, accountId: string, documents: readonly string[]) {
  const unmasked = 'personalData' in viewer ? viewer.personalData : seesPersonalData(viewer);
  const rows = documents.length
    ? await db.query<{ document_no: string; name: string; email: string | null; phone: string | null }>(
        `select document_no, name, email, phone from consumers where account_id = $1 and document_no = any($2::text[])`,
        [accountId, documents],
      )
    : [];
  const contacts = new Map<string, ConsumerContact>();
  for (const row of rows) {
    contacts.set(row.document_no, {
      name: row.name,
      document: unmasked ? (row.document_no.length === 11 ? formatCpf(row.document_no) : formatCnpj(row.document_no)) : maskDocument(row.document_no),
      email: row.email === null ? null : unmasked ? row.email : maskEmail(row.email),
      phone: row.phone === null ? null : unmasked ? formatPhone(row.phone) : maskPhone(row.phone),
    });
  }
  return contacts;
}

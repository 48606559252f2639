import type { Queryable } from '../../stores';
import type { CustomerRow } from './customer';

/** The columns of a CustomerRow, from `consumers c` left-joined to their registration store `u`. */
export const CUSTOMER_COLUMNS = `c.account_id, c.document_no, c.person_type, c.name, c.email, c.phone, c.gender,
  to_char(c.birth_date, 'YYYY-MM-DD') as birth_date, to_char(c.created_date, 'YYYY-MM-DD') as created_date,
  c.unit_id_erp, u.name as registration_unit_name, c.address, c.opt_in`;

/** `from` clause that CUSTOMER_COLUMNS reads. */
export const CUSTOMER_FROM = `consumers c left join units u on u.account_id = c.account_id and u.id_erp = c.unit_id_erp`;

/** One consumer of the account by document; null when the account has none with it. */
export async function getCustomer(db: Queryable, accountId: string, documentNo: string): Promise<CustomerRow | null> {
  const rows = await db.query<CustomerRow>(`select ${CUSTOMER_COLUMNS} from ${CUSTOMER_FROM} where c.account_id = $1 and c.document_no = $2`, [accountId, documentNo]);
  return rows[0] ?? null;
}

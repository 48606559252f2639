import { maskEmail } from '../../access/pii';
import { listAccountUsers, type UserRow } from './service';
import { encodeCursor, MAX_PAGE_SIZE } from '../../shared/paging';
import type { Queryable } from '../../stores';
import { localDateTime, type ReportBuilder, type ReportTable } from '../jobs';

export const USERS_REPORT_KIND = 'users.list.report';

/** What the job records when it is requested: the PII decision is the requester's at that moment. */
export interface UsersReportPayload {
  maskEmails: boolean;
}

const yesNo = (value: boolean) => (value ? 'Sim' : 'Não');

/** The same columns as /usuarios, one row per user of the account (platform admins are not members). */
export function usersTable(users: UserRow[], payload: UsersReportPayload): ReportTable {
  return {
    fileBaseName: 'usuarios',
    sheetName: 'Usuários',
    columns: [
      { header: 'Nome', width: 32 },
      { header: 'E-mail', width: 36 },
      { header: 'Perfil', width: 16 },
      { header: 'Situação', width: 10 },
      { header: 'Permissões', width: 12 },
      { header: 'Dados pessoais de clientes', width: 26 },
      { header: 'Dados pessoais de colaboradores', width: 30 },
      { header: 'Download de dados pessoais', width: 26 },
      { header: 'Criado em', width: 18 },
    ],
    rows: users.map((user) => [
      user.name,
      payload.maskEmails ? maskEmail(user.email) : user.email,
      user.admin ? 'Administrador' : 'Usuário',
      user.active ? 'Ativo' : 'Inativo',
      String(user.pages.length),
      yesNo(user.has_pii_access),
      yesNo(user.has_pii_employees_access),
      yesNo(user.has_pii_download_data_permission),
      localDateTime(user.created_at),
    ]),
  };
}

export function usersReportBuilder(db: Queryable): ReportBuilder {
  return async ({ job, progress }) => {
    const payload = job.payload as unknown as UsersReportPayload;
    const users: UserRow[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await listAccountUsers(db, job.account_id, { first: MAX_PAGE_SIZE, after });
      users.push(...page.items.map((item) => item.node));
      await progress(page.totalCount ? users.length / page.totalCount : 1);
      if (!page.hasNextPage) break;
      after = page.items.at(-1)?.cursor ?? encodeCursor(users.length);
    }
    // a masked file is the safe default should the payload ever lack the decision
    return usersTable(users, { maskEmails: payload.maskEmails !== false });
  };
}

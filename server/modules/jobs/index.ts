import type { ServerConfig } from '../../config';
import { createMailer, type Mailer } from '../../mail';
import type { Queryable } from '../../stores';
import { usersReportBuilder, USERS_REPORT_KIND } from './reports/usersReport';
import { JobService } from './service';
import type { AsyncJobRow, ReportBuilder } from './types';

export { JobService, EXPIRED_MESSAGE, ExpiredFileError } from './service';
export type { JobFile } from './service';
export { JobRunner } from './runner';
export { USERS_REPORT_KIND } from './reports/usersReport';
export type { UsersReportPayload } from './reports/usersReport';
export { canResend, isExpired, FILE_TTL_MS, NOT_RESENDABLE_KINDS } from './types';
export type { AsyncJobRow, AsyncJobState, FileFormat, ReportBuilder } from './types';
export { toCsv, toXlsx } from './files';

/** The job service of the server, with every report kind registered. */
export function createJobService(
  db: Queryable,
  config: Pick<ServerConfig, 'dataDir' | 'publicUrl' | 'smtpUrl' | 'mailFrom'>,
  publish: (job: AsyncJobRow) => void,
  mailer: Mailer = createMailer(config, db),
  /** report kinds built by other modules (analytics tables) */
  moreBuilders: readonly (readonly [string, ReportBuilder])[] = [],
): JobService {
  const builders = new Map<string, ReportBuilder>([[USERS_REPORT_KIND, usersReportBuilder(db)], ...moreBuilders]);
  return new JobService({
    db,
    mailer,
    builders,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    publish,
    log: (message) => console.warn(`[jobs] ${message}`),
  });
}

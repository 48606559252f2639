import type { ServerConfig } from '../../config';
import { createMailer, type Mailer } from '../../mail';
import type { Queryable } from '../../stores';
import { JobService } from './service';
import type { AsyncJobRow, ReportBuilder } from './types';

export { JobService, EXPIRED_MESSAGE, ExpiredFileError } from './service';
export type { JobFile } from './service';
export { JobRunner } from './runner';
export { canResend, isExpired, FILE_TTL_MS, NOT_RESENDABLE_KINDS } from './types';
export type { AsyncJobRow, AsyncJobState, FileFormat, ReportBuilder, ReportTable } from './types';
export { localDateTime, toCsv, toXlsx } from './files';
export { recipients } from './inputs';

/** The job service of the server, with the report kinds the modules build (server/modules/registry.ts). */
export function createJobService(
  db: Queryable,
  config: Pick<ServerConfig, 'dataDir' | 'publicUrl' | 'smtpUrl' | 'mailFrom'>,
  publish: (job: AsyncJobRow) => void,
  mailer: Mailer = createMailer(config, db),
  /** report kinds, each built by its module */
  reportBuilders: readonly (readonly [string, ReportBuilder])[] = [],
): JobService {
  const builders = new Map<string, ReportBuilder>(reportBuilders);
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

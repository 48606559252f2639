import crypto from 'node:crypto';
import { createPubSub } from 'graphql-yoga';
import type { ServerConfig } from './config';
import { createFileStore, type FileStore } from './files';
import { createMailer, type Mailer } from './mail';
import { PasswordResetService, SessionService } from './modules/session';
import { serverRegistry } from './modules/registry';
import { IngestService, cliIngestSecret } from './modules/ingestion';
import { createJobService, type AsyncJobRow, type JobService } from './modules/jobs';
import { ProcessingService } from './modules/processing';
import { refreshAnalysesAfterProcessing, type AnalysisRow } from './modules/customer-rfv';
import { countUncountedSegments, freezePendingCampaignSegments } from './modules/segmentation';
import { analysisQueue, type PriceRangeAnalysisRow } from './modules/price-ranges';
import { CampaignEngine, pushAdapter, replayDemoCampaigns, smtpCampaignAdapter, whatsappAdapter, WhatsappMessenger, zenviaAdapter, type WhatsappInboundHandler } from './modules/campaigns';
import { WhatsappFlowRuntime, type WhatsappSender } from './modules/whatsapp-flows';
import { seedDemoCouponUses } from './modules/benefits';
import type { AnalyticsStore, OperationalStore } from './stores';

/** Events pushed over the subscription endpoints, keyed by topic. */
export type PubSubTopics = {
  /** async job changes, per account and user */
  'asyncJobs': [accountId: string, payload: { accountId: string; userId: string; job: AsyncJobEvent }];
  /** analysis-hub deletions, per room */
  'ahubDeleted': [roomId: string, payload: { accountId: string; status: string; messageError: string | null }];
  /** an analysis of the manager changed status, per account */
  'analysisStatus': [accountId: string, payload: { analysis: AnalysisRow }];
  /** a price-range analysis changed status, per account */
  'priceRangesStatus': [accountId: string, payload: { analysis: PriceRangeAnalysisRow }];
};

export interface AsyncJobEvent {
  id: string;
  name: string;
  state: 'ENQUEUED' | 'FAILED' | 'FINISHED';
  progress: number | null;
  createdAt: string;
  /** the job's row as published (the runner's events carry it; AsyncJobEvent.job resolves from it) */
  row?: AsyncJobRow;
}

export interface Services {
  db: OperationalStore;
  ch: AnalyticsStore;
  sessions: SessionService;
  /** "Esqueci minha senha": reset links by e-mail */
  passwordResets: PasswordResetService;
  pubsub: ReturnType<typeof createPubSub<PubSubTopics>>;
  /** persisted async jobs (report exports) and their runner */
  jobs: JobService;
  /** sales ingestion (contracts/sales-ingestion.md) */
  ingest: IngestService;
  /** per-account processing of the figures pages read */
  processing: ProcessingService;
  /** key of the help-desk identity tokens (HELP_WIDGET_SECRET, or derived from the session secret) */
  helpWidgetSecret: string;
  /** MAP_STYLE_URL: the operator's map style for /clientes/mapa, or null for the shipped basemap */
  mapStyleUrl: string | null;
  /** uploaded files (S3 bucket or `<DATA_DIR>/uploads`) and the size an upload may have */
  uploads: { store: FileStore; maxBytes: number };
  /** the campaign engine of this process: plans due slots and sends queued messages (contracts/campaigns.md) */
  campaigns: CampaignEngine;
  /** the server's mailer (SMTP or the outbox): e-mail campaigns' test sends */
  mailer: Mailer;
  /** WhatsApp conversation flows: runs inbound messages through the flows, the inbox's answers, the timeout sweep */
  whatsappFlows: WhatsappFlowRuntime;
  /** takes the consumers' WhatsApp messages after the webhook recorded them (the conversation flows' runtime) */
  whatsappInbound?: WhatsappInboundHandler;
}

export function createServices(db: OperationalStore, ch: AnalyticsStore, config: ServerConfig & { sessionSecret: string }): Services {
  const pubsub = createPubSub<PubSubTopics>();
  // one mailer for the server: SMTP when SMTP_URL is set, else the outbox table
  const mailer = createMailer(config, db);
  // every job change reaches its owner's subscriptions (account + user)
  const publishJob = (row: AsyncJobRow) =>
    pubsub.publish('asyncJobs', row.account_id, {
      accountId: row.account_id,
      userId: row.user_id,
      job: { id: row.id, name: row.name, state: row.state, progress: row.progress, createdAt: row.created_at.toISOString(), row },
    });
  const processing: ProcessingService = new ProcessingService(db, ch, {
    debounceMs: config.processingDebounceMs,
    // a burst of batches is processed once, after its last batch
    isBusy: (accountId) => ingest.isBusy(accountId),
    log: process.env.NODE_ENV === 'test' ? undefined : (message) => console.log(`[processing] ${message}`),
    // RFV analyses follow the account's figures (contracts/customers.md): recurrent ones are recomputed
    onProcessed: (accountId): Promise<void> =>
      refreshAnalysesAfterProcessing(
        {
          db,
          ch,
          currentRun: async (id): Promise<string | null> => (await processing.current(id))?.processing_uuid ?? null,
          publish: (analysis) => pubsub.publish('analysisStatus', analysis.account_id, { analysis }),
          log: process.env.NODE_ENV === 'test' ? undefined : (message) => console.log(`[rfv] ${message}`),
        },
        accountId,
        // then segments never counted (saved before the first run, or seeded) get their size, and
        // campaigns' uses of segments recorded before the first run get their frozen members
      )
        .then(() => countUncountedSegments({ db, ch, processing }, accountId))
        .then(() => freezePendingCampaignSegments({ db, ch, processing }, accountId).then(() => undefined))
        // price-range analyses queued before the account's first run (the demo seed's), or left by a restart
        .then(() =>
          analysisQueue({
            db,
            ch,
            currentRun: async (id) => (await processing.current(id))?.processing_uuid ?? null,
            publish: (analysis) => pubsub.publish('priceRangesStatus', analysis.account_id, { analysis }),
            log: process.env.NODE_ENV === 'test' ? undefined : (message) => console.log(`[faixas-precos] ${message}`),
          }).resume(accountId),
        )
        // the demo's past campaign is sent at its own hours once there are consumers to send to
        .then(() => replayDemoCampaigns(db, campaigns, accountId).then(() => undefined))
        // the demo coupons' uses are the chain's own tickets, known once they are processed
        .then(() => seedDemoCouponUses(db, ch, accountId).then(() => undefined)),
  });
  const campaigns: CampaignEngine = new CampaignEngine(
    { db, ch, processing },
    {
      workerId: `${process.pid}`,
      // SMS goes out over Zenvia, push over FCM / Web Push and WhatsApp over Meta's Cloud API for accounts that configured them; the rest to the outbox
      adapters: { sms: zenviaAdapter, push: pushAdapter({ secret: config.sessionSecret }), whatsapp: whatsappAdapter({ publicUrl: config.publicUrl }) },
      // e-mail campaigns go over the server's SMTP relay when SMTP_URL is set (contracts/campaigns.md)
      serverAdapters: config.smtpUrl ? { email: smtpCampaignAdapter(config.smtpUrl, config.mailFrom) } : {},
      secret: config.sessionSecret,
      publicUrl: config.publicUrl,
      log: process.env.NODE_ENV === 'test' ? undefined : (message) => console.log(`[campanhas] ${message}`),
    },
  );
  // flows and the inbox send through the WhatsApp channel: the account's Cloud API, or the outbox when
  // it has none or uses its own provider (the editor's test conversations always go to the outbox)
  const whatsappMessenger = new WhatsappMessenger(db);
  const whatsappSender: WhatsappSender = {
    sendText: async (accountId, phone, text, buttons) => ({ messageId: `whatsapp:${(await whatsappMessenger.sendWhatsappText(accountId, phone, text, buttons)).messageId}` }),
  };
  const whatsappFlows = new WhatsappFlowRuntime(db, whatsappSender, {
    log: process.env.NODE_ENV === 'test' ? undefined : (message) => console.log(`[whatsapp-fluxos] ${message}`),
  });
  const ingest = new IngestService(db, ch, {
    onCommitted: (accountId) => processing.schedule(accountId),
    crashAfterTickets: config.ingestCrashAfterTickets,
    cliSecret: cliIngestSecret(config.sessionSecret),
    streamLimits: { maxBytes: config.ingestMaxBytes, maxLines: config.ingestMaxLines },
  });
  return {
    db,
    ch,
    ingest,
    processing,
    sessions: new SessionService(db, config, mailer),
    passwordResets: new PasswordResetService(db, config, mailer),
    pubsub,
    jobs: createJobService(db, config, publishJob, mailer, serverRegistry().reports({ db, ch })),
    campaigns,
    mailer,
    whatsappFlows,
    whatsappInbound: whatsappFlows,
    // a derived key, so a help-desk token can never pass for an access token
    mapStyleUrl: config.mapStyleUrl,
    uploads: { store: createFileStore(config), maxBytes: config.uploadMaxBytes },
    helpWidgetSecret: config.helpWidgetSecret ?? crypto.createHmac('sha256', config.sessionSecret).update('help-widget-token').digest('base64url'),
  };
}

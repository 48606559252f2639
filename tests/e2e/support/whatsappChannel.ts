import { expect, type Browser, type Page } from '@playwright/test';
import { WhatsappSimulator } from '../../../server/modules/campaigns/whatsapp/whatsappSimulator';
import { loginAs, switchClient } from './auth';
import { ACCOUNTS } from './personas';

const SETTINGS = 'mutation($input: CampaignChannelSettingsInput!) { updateCampaignChannelSettings(input: $input) { configured } }';

async function gql<T = Record<string, any>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await (await page.request.post('/graphql', { data: { query, variables } })).json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** Bom Preço's WhatsApp channel on a Meta simulator of the test's own (see playwright.config's projects). */
export interface SimulatedWhatsappChannel {
  simulator: WhatsappSimulator;
  /** the platform admin's page, switched to Bom Preço */
  admin: Page;
  /** the webhook address the admin reads (Meta's app is configured with it) */
  webhookUrl: string;
  /** the channel back to the outbox, the admin's context closed, the simulator stopped */
  restore(): Promise<void>;
}

/**
 * The platform admin points Bom Preço's WhatsApp at a simulator started here (ids, token, app secret,
 * verify token, optional senders) and the simulator at the product's webhook. Two suites doing this
 * at once would swap each other's provider: they run in different projects, one after the other.
 */
export async function whatsappOnSimulator(browser: Browser, name: string, options: { senders?: { name: string; number: string }[]; statusDelayMs?: number } = {}): Promise<SimulatedWhatsappChannel> {
  const token = `e2e-meta-${name}`;
  const appSecret = `e2e-app-secret-${name}`;
  const simulator = new WhatsappSimulator({ token, appSecret, statusDelayMs: options.statusDelayMs ?? 200 });
  const apiUrl = await simulator.start();
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginAs(admin, 'admin');
  if ((await gql(admin, '{ account { name } }')).account.name !== ACCOUNTS.bompreco) await switchClient(admin, ACCOUNTS.bompreco);
  const provider = {
    base_url: apiUrl,
    phone_number_id: simulator.phoneNumberId,
    business_account_id: simulator.businessAccountId,
    token,
    app_secret: appSecret,
    verify_token: `e2e-verifica-${name}`,
    ...(options.senders ? { senders: options.senders } : {}),
  };
  expect((await gql(admin, SETTINGS, { input: { channel: 'whatsapp', provider } })).updateCampaignChannelSettings.configured).toBe(true);
  const settings = (await gql(admin, '{ campaignChannelSettings { channel webhook_url } }')).campaignChannelSettings as { channel: string; webhook_url: string | null }[];
  const webhookUrl = settings.find((setting) => setting.channel === 'whatsapp')!.webhook_url!;
  simulator.webhook(webhookUrl);
  return {
    simulator,
    admin,
    webhookUrl,
    async restore() {
      await gql(admin, SETTINGS, { input: { channel: 'whatsapp', provider: null } });
      await context.close();
      await simulator.stop();
    },
  };
}

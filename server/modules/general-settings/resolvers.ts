import { requireViewer } from '../../access/control';
import { InputError } from '../../errors';
import { validate } from '../../validation';
import { getAccount } from '../accounts';
import { activityClusters, type RecencyCriteria } from '../sales-analytics';
import { localToday } from '../../shared/dates';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { httpsUrl, updateAppConfigurationArgs, updateCbmConfigurationArgs } from './inputs';
import { appConfiguration, saveAppConfiguration, saveRecencyCriteria, thresholdsOf } from './service';

export const generalSettingsQueries: Pick<QueryResolvers, 'appConfiguration'> = {
  appConfiguration: async (_parent, _args, ctx) => appConfiguration(ctx.services.db, requireViewer(ctx).account.id),
};

const window = (value: { bought?: number | null; not_bought?: number | null }) => ({ bought: value.bought ?? null, not_bought: value.not_bought ?? null });

export const generalSettingsMutations: Pick<MutationResolvers, 'UpdateHotsiteCustomerConfiguration' | 'updateCbmConfiguration'> = {
  async UpdateHotsiteCustomerConfiguration(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateAppConfigurationArgs, args);
    const whatsappLink = input.whatsapp_link?.trim() || null;
    if (input.enable_whatsapp_link) {
      if (!whatsappLink) throw new InputError('Campo "input.whatsapp_link": informe o link do WhatsApp para ativá-lo.', 'input.whatsapp_link');
      const [error] = httpsUrl().validate(whatsappLink);
      if (error) throw new InputError('Campo "input.whatsapp_link": deve ser um endereço https://.', 'input.whatsapp_link');
    }
    if (input.enable_delete_partial_data_requests && !input.enable_delete_data_requests) {
      throw new InputError('Campo "input.enable_delete_partial_data_requests": a exclusão parcial depende das solicitações de exclusão ativas.', 'input.enable_delete_partial_data_requests');
    }
    const saved = await saveAppConfiguration(
      ctx.services.db,
      viewer.account.id,
      {
        contacts: { phones: input.contacts.phones, emails: input.contacts.emails.map((e) => e.trim().toLowerCase()), whatsapp: input.contacts.whatsapp },
        hotsite_links: input.hotsite_links.map((link) => ({ name: link.name.trim(), url: link.url.trim() })),
        password_recovery_channels: input.password_recovery_channels,
        enable_delete_data_requests: input.enable_delete_data_requests,
        enable_delete_partial_data_requests: input.enable_delete_partial_data_requests,
        enable_whatsapp_link: input.enable_whatsapp_link,
        whatsapp_link: whatsappLink,
        enable_apps: input.enable_apps,
      },
      viewer.user.email,
    );
    return { appConfiguration: saved };
  },

  async updateCbmConfiguration(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateCbmConfigurationArgs, args);
    const raw = input.recency_criteria;
    const criteria: RecencyCriteria = {
      actives: window(raw.actives),
      recent_inactives: window(raw.recent_inactives),
      at_risk: window(raw.at_risk),
      losses: window(raw.losses),
    };
    const checked = thresholdsOf(criteria);
    if ('error' in checked) throw new InputError(`Campo "input.recency_criteria.${checked.field}": ${checked.error}.`, `input.recency_criteria.${checked.field}`);
    await saveRecencyCriteria(ctx.services.db, viewer.account.id, criteria);
    // a new run re-stamps the account's figures, so every cached page (spec §7) asks again under the new criteria
    ctx.services.processing.schedule(viewer.account.id);
    const account = (await getAccount(ctx.services.db, viewer.account.id))!;
    const stamp = await ctx.services.processing.current(viewer.account.id);
    const date = localToday();
    const clusters = stamp
      ? { date, ...(await activityClusters(ctx.services.ch, { accountId: account.id, run: stamp.processing_uuid, start: date, end: date, units: null, loyalty: 'ALL', personType: null }, criteria)) }
      : null;
    return { account, clientsActivityClusters: clusters };
  },
};

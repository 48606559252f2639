import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { ForbiddenError, InputError } from '../../errors';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { validate } from '../../validation';
import { accountHotsiteProblems, HOTSITE_MODULES, type AccountHotsiteConfiguration, type AccountHotsiteField } from '../../../src/shared/lib/hotsite-account';
import { accountHotsiteConfiguration, saveAccountHotsiteConfiguration, setHotsiteModules } from './accountConfiguration';
import { updateAccountConfigurationArgs } from './inputs';

async function configurationModel(ctx: RequestContext) {
  const viewer = requireViewer(ctx);
  const [config, [account], slots] = await Promise.all([
    accountHotsiteConfiguration(ctx.services.db, viewer.account.id),
    ctx.services.db.query<{ modules: string[] }>('select modules from accounts where id = $1', [viewer.account.id]),
    ctx.services.db.query<{ url_path: string }>('select url_path from hotsite_slots where account_id = $1 and production_configuration_id is not null order by created_at', [viewer.account.id]),
  ]);
  return {
    ...config,
    modules: HOTSITE_MODULES.map((module) => ({ module, enabled: account.modules.includes(module) })),
    can_change_modules: viewer.user.mf,
    public_urls: slots.map((slot) => `${ctx.config.publicUrl}${slot.url_path}`),
  };
}

/** The stored fields with the edited label, visibility and mandatory flag; the set must be the same. */
function mergedFields(stored: AccountHotsiteField[], edited: { name: string; label: string; visible: boolean; mandatory: boolean }[], set: string): AccountHotsiteField[] {
  if (edited.length !== stored.length || edited.some((field, index) => field.name !== stored[index].name)) {
    throw new InputError(`Campo "input.fields.${set}": envie os mesmos campos, na mesma ordem, que a configuração tem.`, `input.fields.${set}`);
  }
  return stored.map((field, index) => ({ ...field, label: edited[index].label.trim(), visible: edited[index].visible, mandatory: edited[index].mandatory }));
}

export const accountHotsiteQueries: Pick<QueryResolvers, 'accountHotsiteConfiguration'> = {
  async accountHotsiteConfiguration(_parent, _args, ctx) {
    return (await configurationModel(ctx)) as never;
  },
};

export const accountHotsiteMutations: Pick<MutationResolvers, 'updateAccountHotsiteConfiguration'> = {
  async updateAccountHotsiteConfiguration(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(updateAccountConfigurationArgs, args);
    const stored = await accountHotsiteConfiguration(ctx.services.db, viewer.account.id);
    const idOf = (value: string | null | undefined) => value?.trim() || null;
    const next: AccountHotsiteConfiguration = {
      loyalty_club_name: idOf(input.loyalty_club_name)?.replace(/\s+/g, ' ') ?? null,
      facebook_pixel_id: idOf(input.facebook_pixel_id),
      google_analytics_id: idOf(input.google_analytics_id)?.toUpperCase() ?? null,
      allowed_countries: [...new Set(input.allowed_countries.map((code) => code.trim().toUpperCase()))],
      email_required: input.email_required,
      password_visible: input.password_visible,
      fields: { natural: mergedFields(stored.fields.natural, input.fields.natural, 'natural'), legal: mergedFields(stored.fields.legal, input.fields.legal, 'legal') },
    };
    const problems = Object.entries(accountHotsiteProblems(next));
    if (problems.length > 0) {
      const [path, message] = problems[0];
      throw new InputError(`Campo "input.${path}": ${message}.`, `input.${path}`);
    }
    if (input.modules?.some((s) => !(HOTSITE_MODULES as readonly string[]).includes(s.module))) {
      throw new InputError('Campo "input.modules": módulo inválido para o site de cadastramento.', 'input.modules');
    }
    if (input.modules && !viewer.user.mf) throw new ForbiddenError('Você não tem permissão para ligar ou desligar módulos: só administradores da plataforma.', 'input.modules');
    await ctx.services.db.transaction(async (tx) => {
      await saveAccountHotsiteConfiguration(tx, viewer.account.id, next, viewer.user.email);
      if (input.modules) await setHotsiteModules(tx, viewer.account.id, input.modules);
    });
    return { configuration: (await configurationModel(ctx)) as never };
  },
};

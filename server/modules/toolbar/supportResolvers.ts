import { nullable, object, optional, refine, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { createSupportRequest, listAccountAdmins, signHelpToken, verifyHelpToken } from './support';
import { ForbiddenError, InputError } from '../../errors';
import { email, plainText, requiredText, validate } from '../../validation';
import { isSafeAppPath } from '../../../src/shared/lib/appPath';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

const tokenArgs = object({ userEmail: email() });

/** An address inside the app ("/clube/dashboard?x=1"). */
const appRoute = refine(plainText(300), 'rota', (value) => isSafeAppPath(value) || 'deve ser um endereço do sistema (começando com /, sem outro site)');

export const createSupportRequestArgs = object({
  input: object({
    subject: requiredText(120),
    message: refine(requiredText(4000), 'mensagem', (value) => value.trim().length >= 10 || 'deve ter pelo menos 10 caracteres'),
    route: optional(nullable(appRoute)),
    helpToken: size(string(), 1, 2000),
  }),
});

export const supportQueries: Pick<QueryResolvers, 'zendeskWidgetToken' | 'supportContacts'> = {
  zendeskWidgetToken(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { userEmail } = validate(tokenArgs, args);
    // The token vouches for who is asking: only the viewer's own identity is ever signed.
    if (userEmail.trim().toLowerCase() !== viewer.user.email.toLowerCase()) {
      throw new ForbiddenError('O token de suporte só pode ser emitido para o seu próprio e-mail.');
    }
    return signHelpToken(ctx.services.helpWidgetSecret, {
      userId: viewer.user.id,
      email: viewer.user.email,
      name: viewer.user.name,
      accountId: viewer.account.id,
      accountName: viewer.account.name,
    });
  },
  async supportContacts(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    return {
      helpDeskEmail: ctx.config.helpDesk.email,
      helpDeskPhone: ctx.config.helpDesk.phone,
      helpDeskHours: ctx.config.helpDesk.hours,
      accountAdmins: await listAccountAdmins(ctx.services.db, viewer.account.id),
    };
  },
};

export const supportMutations: Pick<MutationResolvers, 'createSupportRequest'> = {
  async createSupportRequest(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { input } = validate(createSupportRequestArgs, args);
    const token = verifyHelpToken(ctx.services.helpWidgetSecret, input.helpToken);
    // A token of another user or of another account (a multi-user who switched) does not identify this requester.
    if (!token || token.sub !== viewer.user.id || token.acc !== viewer.account.id) {
      throw new InputError('Campo "input.helpToken": a identificação do suporte é inválida ou expirou; tente novamente.', 'input.helpToken');
    }
    const supportRequest = await createSupportRequest(ctx.services.db, {
      accountId: viewer.account.id,
      userId: viewer.user.id,
      subject: input.subject.trim(),
      message: input.message.trim(),
      route: input.route ?? null,
      token,
    });
    return { supportRequest };
  },
};

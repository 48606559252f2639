import { canOpen, viewerCanOpen } from '../../access/control';
import { defineModule } from '../types';
import { messageTemplateMutations, messageTemplateQueries, templateNode } from './resolvers';
import { registerMessageTemplateRoutes } from './rest';
import { findTemplate } from './store';

/** The route every message-template field is opened with (permission configuracoes/mensagens). */
const PAGE = 'configuracoes.mensagens';

/** Message templates (/configuracoes/mensagens): standard texts per channel and type, and getMessageByType. */
export default defineModule({
  name: 'message-templates',
  resolvers: { Query: messageTemplateQueries, Mutation: messageTemplateMutations },
  rest: registerMessageTemplateRoutes,
  policies: {
    Query: {
      messageTemplates: canOpen(PAGE),
      messageTemplate: canOpen(PAGE),
      // the campaign engine calls the service (messageByType in index.ts) itself, inside its own policy
      getMessageByType: canOpen(PAGE),
    },
    Mutation: {
      upsertMessageTemplate: canOpen(PAGE),
      deleteMessageTemplate: canOpen(PAGE),
      restoreMessageTemplate: canOpen(PAGE),
    },
  },
  nodes: {
    // inside the viewer's account, and only for a viewer who may open the page
    MessageTemplate: async (id, viewer, services) => {
      if (!viewerCanOpen(viewer, PAGE)) return null;
      const row = await findTemplate(services.db, viewer.account.id, id);
      return row ? templateNode(row) : null;
    },
  },
});

import { canOpen, viewerCanOpen } from '../../access/control';
import { defineModule } from '../types';
import { findInboxConversation } from './inbox';
import { conversationNode, flowNode, whatsappFlowMutations, whatsappFlowQueries } from './resolvers';
import { registerWhatsappFlowRoutes } from './rest';
import { findFlow } from './service';

/** The routes the flow fields and the inbox fields are opened with (permission campanhas/whatsapp). */
const FLOWS = 'campanhas.whatsapp.fluxos';
const INBOX = 'campanhas.whatsapp.atendimento';

/** WhatsApp conversation flows (issue 12): flows and versions, their runtime, the editor's test panel and the human inbox. */
export default defineModule({
  name: 'whatsapp-flows',
  resolvers: { Query: whatsappFlowQueries, Mutation: whatsappFlowMutations },
  rest: registerWhatsappFlowRoutes,
  policies: {
    Query: {
      whatsappFlows: canOpen(FLOWS),
      whatsappFlow: canOpen(FLOWS),
      validateWhatsappFlowGraph: canOpen(FLOWS),
      whatsappConversations: canOpen(INBOX),
      whatsappConversation: canOpen(INBOX),
    },
    Mutation: {
      saveWhatsappFlowDraft: canOpen(FLOWS),
      publishWhatsappFlow: canOpen(FLOWS),
      deleteWhatsappFlow: canOpen(FLOWS),
      simulateWhatsappFlowMessage: canOpen(FLOWS),
      answerWhatsappConversation: canOpen(INBOX),
      closeWhatsappConversation: canOpen(INBOX),
      markWhatsappConversationRead: canOpen(INBOX),
    },
  },
  nodes: {
    WhatsappFlow: async (id, viewer, services) => {
      if (!viewerCanOpen(viewer, FLOWS)) return null;
      const row = await findFlow(services.db, viewer.account.id, id);
      return row ? flowNode(row) : null;
    },
    WhatsappConversation: async (id, viewer, services) => {
      if (!viewerCanOpen(viewer, INBOX)) return null;
      const row = await findInboxConversation(services.db, viewer.account.id, id);
      return row ? conversationNode(viewer, row) : null;
    },
  },
});

import type { PageRoute } from '@/shared/lib/route-module';
import { whatsappFlowEditorPage } from './api/WhatsappFlowEditorPageQuery';

/** Route module of /campanhas/whatsapp/fluxos/novo and /campanhas/whatsapp/fluxos/editar/:id (the graph editor, @xyflow/react, lives only in this chunk). */
export const pageRoute: PageRoute = {
  texts: () => import(/* webpackChunkName: "page-whatsapp-flow-editor" */ './i18n/pt-BR'),
  load: () => import(/* webpackChunkName: "page-whatsapp-flow-editor" */ './ui/WhatsappFlowEditorPage').then((m) => ({ Component: m.WhatsappFlowEditorPage })),
  loadQuery: whatsappFlowEditorPage.load,
};

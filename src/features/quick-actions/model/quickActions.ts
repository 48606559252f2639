import { checkRouteAccess, linkPath, routeById, visibleTo, type AccessSubject } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';

/** A creation shortcut: a catalogue route and its label. Access comes from the catalogue only. */
export interface QuickAction {
  routeId: string;
  labelId: MessageId;
}

/** Creation shortcuts for the toolbar's "Ações rápidas", in the order the menu shows them. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { routeId: 'campanhas.sms.nova', labelId: 'quickActions.smsCampaign' },
  { routeId: 'campanhas.email.nova', labelId: 'quickActions.emailCampaign' },
  { routeId: 'campanhas.whatsapp.nova', labelId: 'quickActions.whatsappCampaign' },
  { routeId: 'campanhas.aplicativo.nova', labelId: 'quickActions.pushCampaign' },
  { routeId: 'clientes.segmentacao.nova', labelId: 'quickActions.segment' },
  { routeId: 'mobile.banners.novo', labelId: 'quickActions.banner' },
  { routeId: 'campanhas.gestao-ofertas.nova', labelId: 'quickActions.offer' },
  { routeId: 'campanhas.cupom-desconto.nova', labelId: 'quickActions.coupon' },
  { routeId: 'mobile.sorteios.novo', labelId: 'quickActions.raffle' },
];

/** Promotions-only users have no creation pages: their shortcuts are the industry pages of spec §9's suggestions. */
export const PROMOTIONS_ONLY_QUICK_ACTIONS: readonly QuickAction[] = [
  { routeId: 'industria.resultados-gerais', labelId: 'quickActions.industryResults' },
  { routeId: 'industria.ofertas-trade.propostas', labelId: 'quickActions.tradeOffers' },
  { routeId: 'industria.sms-trade', labelId: 'quickActions.smsTrade' },
];

/** A shortcut the subject may follow, with its address. */
export interface QuickActionLink extends QuickAction {
  path: string;
}

/** Whether the subject is held by the promotions-only rule (a platform admin is not, as in the guard). */
const isPromotionsOnly = (subject: AccessSubject) => subject.account.only_mercapromo && !subject.user.mf;

/** The subject's shortcuts: its set, filtered by the same rules as the guard (never a second permission list). */
export function quickActionsFor(subject: AccessSubject): QuickActionLink[] {
  const set = isPromotionsOnly(subject) ? PROMOTIONS_ONLY_QUICK_ACTIONS : QUICK_ACTIONS;
  return set.flatMap((action) => {
    const route = routeById(action.routeId);
    return visibleTo(route, subject.account) && checkRouteAccess(route, subject).allowed ? [{ ...action, path: linkPath(route) }] : [];
  });
}

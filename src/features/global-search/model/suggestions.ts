import { checkRouteAccess, ROUTES, visibleTo, type AccessSubject } from '@/shared/config';
import { toSearchablePage, type SearchablePage } from '@/shared/config/search';

/** Suggested routes of spec §9, by catalogue id, in the spec's order. */
export const SUGGESTED_ROUTE_IDS = [
  'campanhas.cupom-desconto',
  'clientes.classificacao-rfv',
  'campanhas.email',
  'maria.quando-vou-vender',
  'maria.campanha-da-maria',
  'maria.produtos-impulsionadores',
] as const;

/** Suggested routes for promotions-only users (spec §9): the industry pages. */
export const PROMOTIONS_ONLY_SUGGESTED_ROUTE_IDS = ['industria.resultados-gerais', 'industria.ofertas-trade', 'industria.sms-trade'] as const;

/** Whether the subject is held by the promotions-only rule (a platform admin is not, as in the guard). */
const isPromotionsOnly = (subject: AccessSubject): boolean => subject.account.only_mercapromo && !subject.user.mf;

/** "Sugestões de busca" for a subject: the suggested routes of its kind that it may open and is shown. */
export function suggestionsFor(subject: AccessSubject): SearchablePage[] {
  const ids: readonly string[] = isPromotionsOnly(subject) ? PROMOTIONS_ONLY_SUGGESTED_ROUTE_IDS : SUGGESTED_ROUTE_IDS;
  return ids.flatMap((id) => {
    const route = ROUTES.find((r) => r.id === id);
    const page = route && visibleTo(route, subject.account) && checkRouteAccess(route, subject).allowed ? toSearchablePage(route) : null;
    return page ? [page] : [];
  });
}

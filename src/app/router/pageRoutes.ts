import { clubComparisonRoute } from '@/pages/club-comparison';
import { clubDashboardRoute } from '@/pages/club-dashboard';
import { clubPerformanceRoute } from '@/pages/club-performance';
import { clubStoresRoute } from '@/pages/club-stores';
import { companyDailyRevenueRoute } from '@/pages/company-daily-revenue';
import { companyDecompositionRoute } from '@/pages/company-decomposition';
import { companyPerformanceRoute } from '@/pages/company-performance';
import { companyRevenueRoute } from '@/pages/company-revenue';
import { expiredSessionRoute } from '@/pages/expired-session';
import { firstValueRoute } from '@/pages/first-value';
import { homeRoute } from '@/pages/home';
import { integrationsRoute } from '@/pages/integrations';
import { loginRoute } from '@/pages/login';
import { maintenanceRoute } from '@/pages/maintenance';
import { notFoundRoute } from '@/pages/not-found';
import { operationalPerformanceRoute } from '@/pages/operational-performance';
import { operatorDetailsRoute } from '@/pages/operator-details';
import { profileRoute } from '@/pages/profile';
import { restrictAccessRoute } from '@/pages/restrict-access';
import { somethingWrongRoute } from '@/pages/something-wrong';
import { underConstructionRoute } from '@/pages/under-construction';
import { updatingSystemRoute } from '@/pages/updating-system';
import { userPermissionsRoute } from '@/pages/user-permissions';
import { usersRoute } from '@/pages/users';
import type { RouteDef } from '@/shared/config';
import type { PageRoute } from '@/shared/lib/route-module';

/** The page of every built catalogue route, by catalogue id. */
export const PAGE_ROUTES: Readonly<Record<string, PageRoute>> = {
  login: loginRoute,
  'expired-session': expiredSessionRoute,
  maintenance: maintenanceRoute,
  'updating-system': updatingSystemRoute,
  'someting-wrong': somethingWrongRoute,
  'not-found': notFoundRoute,
  'restrict-access': restrictAccessRoute,
  home: homeRoute,
  usuarios: usersRoute,
  'usuarios.permissionamento': userPermissionsRoute,
  perfil: profileRoute,
  'primeiro-valor': firstValueRoute,
  'empresa.faturamento': companyRevenueRoute,
  'empresa.faturamento.diario': companyDailyRevenueRoute,
  'empresa.desempenho': companyPerformanceRoute,
  'empresa.decomposicao': companyDecompositionRoute,
  'clube.dashboard': clubDashboardRoute,
  'clube.desempenho': clubPerformanceRoute,
  'clube.comparativo': clubComparisonRoute,
  'clube.lojas': clubStoresRoute,
  'clube.performance-operacional': operationalPerformanceRoute,
  'clube.performance-operacional.detalhes-operador': operatorDetailsRoute,
  'configuracoes-admin.integracoes': integrationsRoute,
};

/**
 * The page a catalogue route renders: its own when built, the shared "em construção" page when not.
 * A route marked built without a page is a catalogue/registry mismatch and fails loudly.
 */
export function pageFor(route: RouteDef): PageRoute {
  if (!route.built) return underConstructionRoute;
  const page = PAGE_ROUTES[route.id];
  if (!page) throw new Error(`Route "${route.id}" is marked built but has no page in PAGE_ROUTES`);
  return page;
}

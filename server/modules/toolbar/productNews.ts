import { checkRouteAccess, linkPath, ROUTES, routeById, visibleTo, type AccessSubject, type RouteDef } from '../../../src/shared/config';
import { searchDescriptionOf } from '../../../src/shared/config/search';
import type { Queryable } from '../../stores';

/** A release note shown under Novidades. */
export interface ProductNewsEntry {
  /** stable id: read states refer to it */
  id: string;
  /** yyyy-MM-dd, the day it reached users */
  date: string;
  title: string;
  body: string;
  /** catalogue route id of the page it is about */
  routeId?: string;
}

/** The release notes, kept in code with the features they describe (newest first is not required). */
export const RELEASE_NOTES: readonly ProductNewsEntry[] = [
  {
    id: '2026-11-18-busca-de-paginas',
    date: '2026-11-18',
    title: 'Busca de páginas',
    body: 'Encontre qualquer página pelo nome, pela descrição ou pela seção, com ou sem acentos, na busca do topo. As sugestões e as suas buscas recentes aparecem ao clicar no campo.',
  },
  {
    id: '2026-11-19-permissoes-por-usuario',
    date: '2026-11-19',
    title: 'Permissões por usuário',
    body: 'Administradores definem as páginas que cada usuário pode abrir e o acesso a dados pessoais de clientes e funcionários, em Usuários.',
    routeId: 'usuarios',
  },
  {
    id: '2026-11-20-menu-do-usuario',
    date: '2026-11-20',
    title: 'Menu do usuário',
    body: 'Notificações, Usuários, Configurações e Sair agora ficam juntos no menu com o seu nome, no canto do topo.',
  },
  {
    id: '2026-11-20-modulos-locais',
    date: '2026-11-20',
    title: 'Módulos locais para administradores da plataforma',
    body: 'Administradores da plataforma podem ver o menu como uma conta com outros módulos (Ctrl+Shift+M), sem alterar a conta: o servidor continua aplicando os módulos contratados.',
  },
  {
    id: '2026-11-22-historico-de-exportacoes',
    date: '2026-11-22',
    title: 'Histórico de exportações',
    body: 'Os relatórios que você exporta ficam listados por dia no histórico de exportações, no topo, com os destinatários de cada envio.',
  },
  {
    id: '2026-11-22-suporte-e-novidades',
    date: '2026-11-22',
    title: 'Suporte, Novidades e ações rápidas',
    body: 'Abra um chamado sem sair da página pelo botão Suporte, acompanhe as novidades do produto por aqui e crie campanhas, segmentos e ofertas direto pelas Ações rápidas.',
  },
];

/** A news item as the viewer sees it. */
export interface ProductNewsItem {
  id: string;
  date: string;
  title: string;
  body: string;
  route: string | null;
  read: boolean;
}

const mayOpen = (route: RouteDef, subject: AccessSubject) => visibleTo(route, subject.account) && checkRouteAccess(route, subject).allowed;

/** Start of a "new" badge's last day, Brasília time (as navigation.isNewAt). */
const newUntilInstant = (date: string) => Date.parse(`${date}T00:00:00-03:00`);

/**
 * The pages of the catalogue flagged "new" whose date has not passed, as news for a subject
 * (only the ones it may open: a page it cannot reach is no news to it).
 */
export function newPagesFor(subject: AccessSubject, now: Date): ProductNewsEntry[] {
  return ROUTES.filter((route) => route.newUntil && now.getTime() < newUntilInstant(route.newUntil) && route.access === 'private' && mayOpen(route, subject)).map(
    (route) => ({
      id: `pagina-nova:${route.id}`,
      // the badge's end date stands for the release: the catalogue keeps no start date
      date: route.newUntil!,
      title: `Nova página: ${route.menu?.label ?? route.title}`,
      body: searchDescriptionOf(route.id) ?? route.title,
      routeId: route.id,
    }),
  );
}

/** Every news id the server knows at `now` (release notes and the subject's new pages). */
export function newsFor(subject: AccessSubject, now: Date): ProductNewsEntry[] {
  return [...RELEASE_NOTES, ...newPagesFor(subject, now)].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** The subject's news, newest first, with its read state and a link only to pages it may open. */
export async function listProductNews(db: Queryable, userId: string, subject: AccessSubject, now = new Date()): Promise<ProductNewsItem[]> {
  const read = new Set((await db.query<{ news_id: string }>('select news_id from product_news_reads where user_id = $1', [userId])).map((r) => r.news_id));
  return newsFor(subject, now).map((entry) => {
    const route = entry.routeId ? routeById(entry.routeId) : null;
    return {
      id: entry.id,
      date: entry.date,
      title: entry.title,
      body: entry.body,
      route: route && mayOpen(route, subject) ? linkPath(route) : null,
      read: read.has(entry.id),
    };
  });
}

/** Marks news read for a user; ids the subject does not have are ignored (nothing to mark). */
export async function markProductNewsRead(db: Queryable, accountId: string, userId: string, subject: AccessSubject, ids: readonly string[], now = new Date()): Promise<void> {
  const known = new Set(newsFor(subject, now).map((entry) => entry.id));
  const toMark = [...new Set(ids)].filter((id) => known.has(id));
  if (toMark.length === 0) return;
  await db.query(
    `insert into product_news_reads (account_id, user_id, news_id) select $1, $2, unnest($3::text[]) on conflict (user_id, news_id) do nothing`,
    [accountId, userId, toMark],
  );
}

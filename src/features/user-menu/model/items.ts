import { checkRouteAccess, linkPath, routeById, type AccessSubject } from '@/shared/config';

/** A link of the user menu (spec §2 Shell); "Sair" always closes the list. */
export interface UserMenuLink {
  id: 'perfil' | 'usuarios' | 'configuracoes-admin';
  /** message id of the label */
  labelId: 'userMenu.notifications' | 'userMenu.users' | 'userMenu.settings';
  path: string;
}

/**
 * The links of the user menu a subject may use, in the spec's order:
 * Notificações (/perfil: every account user, account admins included since they receive the pending
 * data-deletion requests there — issue 14 §6; not the platform admin), Usuários (/usuarios) and
 * Configurações (/configuracoes-admin), each only when the catalogue lets the subject open the page.
 */
export function userMenuLinks(subject: AccessSubject): UserMenuLink[] {
  const links: UserMenuLink[] = [];
  const may = (id: string) => checkRouteAccess(routeById(id), subject).allowed;
  if (!subject.user.mf && may('perfil')) {
    links.push({ id: 'perfil', labelId: 'userMenu.notifications', path: linkPath(routeById('perfil')) });
  }
  if (may('usuarios')) links.push({ id: 'usuarios', labelId: 'userMenu.users', path: linkPath(routeById('usuarios')) });
  if (may('configuracoes-admin')) {
    links.push({ id: 'configuracoes-admin', labelId: 'userMenu.settings', path: linkPath(routeById('configuracoes-admin')) });
  }
  return links;
}

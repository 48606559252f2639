import { useMemo } from 'react';
import { useLogout } from '@/entities/session';
import type { AccessSubject } from '@/shared/config';
import { userMenuLinks } from '../model/items';
import { UserMenuView } from './UserMenuView';

export interface UserMenuProps {
  /** the signed-in user's name */
  name: string;
  /** the viewer's access subject (with the admin's local module override, if any) */
  subject: AccessSubject;
}

/**
 * The top bar's user menu (spec §2 Shell): Notificações, Usuários and Configurações when the
 * viewer may open them, and "Sair", which ends the session and opens the login with a full page
 * load (nothing of the previous user survives in memory).
 */
export function UserMenu({ name, subject }: UserMenuProps) {
  const { logout, inFlight, failed } = useLogout();
  const links = useMemo(() => userMenuLinks(subject), [subject]);

  return <UserMenuView name={name} links={links} onLogout={logout} loggingOut={inFlight} logoutFailed={failed} />;
}

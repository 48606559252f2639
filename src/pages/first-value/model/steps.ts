import type { MessageId } from '@/shared/i18n';

/** The figures of the onboarding checklist, as the server counts them. */
export interface FirstValueFigures {
  unitsCount: number;
  activeUnitsCount: number;
  usersCount: number;
  usersWithPermissionsCount: number;
}

export interface FirstValueStep {
  id: 'stores' | 'users' | 'permissions';
  done: boolean;
  title: MessageId;
  /** what the figures say today */
  detail: MessageId;
  values: Record<string, number>;
  /** where to do it */
  to: string;
  action: MessageId;
}

/**
 * The "Primeiros passos" checklist. Each step is done according to the account's records, never
 * by ticking it: stores registered, someone besides the first user invited, and page permissions
 * given to a user who is not an account admin. Later onboarding steps join here once they can be
 * computed from real data.
 */
export function firstValueSteps(figures: FirstValueFigures): FirstValueStep[] {
  return [
    {
      id: 'stores',
      done: figures.unitsCount > 0,
      title: 'firstValue.step.stores',
      detail: 'firstValue.step.storesDetail',
      values: { count: figures.unitsCount, active: figures.activeUnitsCount },
      to: '/configuracoes/units',
      action: 'firstValue.step.storesAction',
    },
    {
      id: 'users',
      done: figures.usersCount > 1,
      title: 'firstValue.step.users',
      detail: 'firstValue.step.usersDetail',
      values: { count: figures.usersCount },
      to: '/usuarios',
      action: 'firstValue.step.usersAction',
    },
    {
      id: 'permissions',
      done: figures.usersWithPermissionsCount > 0,
      title: 'firstValue.step.permissions',
      detail: 'firstValue.step.permissionsDetail',
      values: { count: figures.usersWithPermissionsCount },
      to: '/usuarios',
      action: 'firstValue.step.permissionsAction',
    },
  ];
}

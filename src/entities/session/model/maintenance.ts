import { localStore } from '@/shared/lib/storage';

/** Local-storage key of the expected end of a maintenance window (spec §8, HTTP 406). */
export const EXPECTED_RECOVERY_DATE_KEY = 'expected_recovery_date';

/** The expected end of the current maintenance, as the server sent it. */
export const expectedRecoveryDate = {
  get(): string | null {
    return localStore.get(EXPECTED_RECOVERY_DATE_KEY);
  },
  set(value: string | null): void {
    if (value) localStore.set(EXPECTED_RECOVERY_DATE_KEY, value);
    else localStore.remove(EXPECTED_RECOVERY_DATE_KEY);
  },
};

import type { Queryable } from '../../stores';

/**
 * Extensions other domains plug into the engine without the engine knowing them (issue 12: the
 * coupon codes of `server/modules/benefits`). Registered once per process, at module load.
 */

/** Called in the planning transaction of a slot, after its ledger rows are written. */
export type SlotPlannedHook = (tx: Queryable, slot: { accountId: string; campaignId: string; slot: string }) => Promise<void>;

/**
 * Per-recipient message variables (e.g. `[cupom]`), read in the sending transaction for a batch of
 * ledger rows; the answer is keyed `campaignId:documentNo`.
 */
export type RecipientVariablesHook = (tx: Queryable, rows: readonly { campaign_id: string; document_no: string }[]) => Promise<Map<string, Record<string, string>>>;

const slotPlannedHooks: SlotPlannedHook[] = [];
const recipientVariablesHooks: RecipientVariablesHook[] = [];

export function onSlotPlanned(hook: SlotPlannedHook): void {
  if (!slotPlannedHooks.includes(hook)) slotPlannedHooks.push(hook);
}

export function addRecipientVariables(hook: RecipientVariablesHook): void {
  if (!recipientVariablesHooks.includes(hook)) recipientVariablesHooks.push(hook);
}

export async function runSlotPlanned(tx: Queryable, slot: { accountId: string; campaignId: string; slot: string }): Promise<void> {
  for (const hook of slotPlannedHooks) await hook(tx, slot);
}

export async function recipientVariables(tx: Queryable, rows: readonly { campaign_id: string; document_no: string }[]): Promise<Map<string, Record<string, string>>> {
  const merged = new Map<string, Record<string, string>>();
  for (const hook of recipientVariablesHooks) {
    for (const [key, values] of await hook(tx, rows)) merged.set(key, { ...merged.get(key), ...values });
  }
  return merged;
}

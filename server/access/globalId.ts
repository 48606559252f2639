import crypto from 'node:crypto';
import { NotFoundError } from '../errors';

/** Types that have global ids; `node(id:)` resolves only these. */
export const NODE_TYPES = ['Account', 'User', 'Unit', 'IntegrationToken', 'Customer', 'Product', 'Segment', 'PriceRangesAnalysis', 'CatalogueProduct', 'MessageTemplate', 'OmniCampaign', 'UnitGroup', 'WhatsappFlow', 'WhatsappConversation', 'Benefit', 'DeleteDataRequest'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A consumer's key: their CPF (11 digits) or CNPJ (14), as ingestion normalises it. */
const DOCUMENT = /^(\d{11}|\d{14})$/;
/** A product's key: its SKU as ingestion takes it (1 to 60 characters, one line). */
const SKU = /^[^\n\r]{1,60}$/;
/** One AES block, in hex: what a customer's document becomes inside their global id. */
const SEALED = /^[0-9a-f]{32}$/;

/**
 * A customer's global id carries their document sealed (AES-256 of the one block, keyed by the
 * server's secret) instead of in clear: a base64url id is readable by anyone, and a user without PII
 * access must not get a CPF back from an id in a list, a URL or an answer (spec §6). The same
 * document always gives the same id on one installation, so URLs stay stable across restarts.
 */
let customerKey: Buffer = crypto.randomBytes(32);

/**
 * Keys customers' global ids from the server's secret (start-up); until then a per-process key, so a
 * test builds a customer's id only after its server started.
 */
export function useGlobalIdSecret(secret: string): void {
  customerKey = crypto.createHmac('sha256', secret).update('customer-global-id').digest();
}

function seal(document: string): string {
  const cipher = crypto.createCipheriv('aes-256-ecb', customerKey, null);
  return Buffer.concat([cipher.update(document, 'utf8'), cipher.final()]).toString('hex');
}

function unseal(sealed: string): string | null {
  if (!SEALED.test(sealed)) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-ecb', customerKey, null);
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Opaque global id: base64url of `Type:id` (a uuid; a customer's sealed document). Clients never
 * build or read them.
 */
export function toGlobalId(type: NodeType, id: string): string {
  return Buffer.from(`${type}:${type === 'Customer' ? seal(id) : id}`, 'utf8').toString('base64url');
}

export function parseGlobalId(globalId: string): { type: NodeType; id: string } | null {
  let decoded: string;
  try {
    decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  } catch {
    return null;
  }
  const index = decoded.indexOf(':');
  const type = decoded.slice(0, index) as NodeType;
  if (index < 0 || !NODE_TYPES.includes(type)) return null;
  const id = type === 'Customer' ? unseal(decoded.slice(index + 1)) : decoded.slice(index + 1);
  if (id === null || !(type === 'Customer' ? DOCUMENT : type === 'Product' || type === 'CatalogueProduct' ? SKU : UUID).test(id)) return null;
  return { type, id };
}

/** The database id behind a global id of the expected type; anything else is "not found". */
export function idOf(globalId: string, type: NodeType): string {
  const parsed = parseGlobalId(globalId);
  if (!parsed || parsed.type !== type) throw new NotFoundError();
  return parsed.id;
}

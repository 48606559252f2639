import { NotFoundError } from '../errors';

/** Types that have global ids; `node(id:)` resolves only these. */
export const NODE_TYPES = ['Account', 'User', 'Unit', 'IntegrationToken'] as const;
export type NodeType = (typeof NODE_TYPES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque global id: base64url of `Type:uuid`. Clients never build or read them. */
export function toGlobalId(type: NodeType, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
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
  const id = decoded.slice(index + 1);
  if (index < 0 || !NODE_TYPES.includes(type) || !UUID.test(id)) return null;
  return { type, id };
}

/** The database id behind a global id of the expected type; anything else is "not found". */
export function idOf(globalId: string, type: NodeType): string {
  const parsed = parseGlobalId(globalId);
  if (!parsed || parsed.type !== type) throw new NotFoundError();
  return parsed.id;
}

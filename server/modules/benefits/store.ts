import type { Queryable } from '../../stores';

export type BenefitStatus = 'DRAFT' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
export type CodeMode = 'SHARED' | 'UNIQUE';
export type DiscountType = 'PERCENTAGE' | 'VALUE';
export const COUPON_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type CouponChannel = (typeof COUPON_CHANNELS)[number];

/** A channel that delivers the code, with its text (which carries [cupom]). */
export interface CouponChannelMessage {
  active: boolean;
  text: string;
  /** e-mail only */
  subject?: string;
  /** WhatsApp only: the account's approved template (outside the 24-hour window only templates go out) */
  template_id?: string | null;
  /** WhatsApp only: what each {{n}} of the template is filled with; one of them is [cupom] */
  variables?: string[];
}

/** A row of benefits (PG 029). */
export interface BenefitRow {
  id: string;
  account_id: string;
  type: 'DISCOUNT_COUPON' | 'OFFER';
  title: string;
  description: string;
  status: BenefitStatus;
  code_mode: CodeMode;
  code: string | null;
  discount_type: DiscountType;
  value: number;
  minimum_value: number;
  products: string[];
  product_groups: string[];
  units: string[];
  start_date: Date | null;
  expires_at: Date | null;
  days_to_use_after_registration: number | null;
  limit_use: number;
  total_limit: number | null;
  uses_count: number;
  segments: string[];
  channels: Partial<Record<CouponChannel, CouponChannelMessage>>;
  send_start_hour: string;
  send_end_hour: string;
  omni_campaign_id: string | null;
  created_at: Date;
  updated_at: Date;
  activated_at: Date | null;
  finished_at: Date | null;
  deleted_at: Date | null;
}

/** What a person edits on a coupon campaign. */
export interface BenefitFields {
  title: string;
  description: string;
  code_mode: CodeMode;
  code: string | null;
  discount_type: DiscountType;
  value: number;
  minimum_value: number;
  products: string[];
  product_groups: string[];
  units: string[];
  start_date: string | null;
  expires_at: string | null;
  days_to_use_after_registration: number | null;
  limit_use: number;
  total_limit: number | null;
  segments: string[];
  channels: Partial<Record<CouponChannel, CouponChannelMessage>>;
  send_start_hour: string;
  send_end_hour: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const COLUMNS = `b.id, b.account_id, b.type, b.title, b.description, b.status, b.code_mode, b.code, b.discount_type, b.value, b.minimum_value,
  b.products, b.product_groups::text[] as product_groups, b.units, b.start_date, b.expires_at, b.days_to_use_after_registration, b.limit_use,
  b.total_limit, b.uses_count, b.segments, b.channels, b.send_start_hour, b.send_end_hour, b.omni_campaign_id, b.created_at, b.updated_at, b.activated_at, b.finished_at, b.deleted_at`;

export async function findBenefit(db: Queryable, accountId: string, id: string, { deleted = false, lock = false } = {}): Promise<BenefitRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<BenefitRow>(
    `select ${COLUMNS} from benefits b where b.account_id = $1 and b.id = $2 and b.deleted_at is ${deleted ? 'not ' : ''}null${lock ? ' for update' : ''}`,
    [accountId, id],
  );
  return row ?? null;
}

const fieldValues = (f: BenefitFields) => [
  f.title, f.description, f.code_mode, f.code, f.discount_type, f.value, f.minimum_value, f.products, f.product_groups, f.units,
  f.start_date, f.expires_at, f.days_to_use_after_registration, f.limit_use, f.total_limit, f.segments, JSON.stringify(f.channels), f.send_start_hour, f.send_end_hour,
];

export async function insertBenefit(db: Queryable, accountId: string, userId: string | null, fields: BenefitFields): Promise<BenefitRow> {
  const [{ id }] = await db.query<{ id: string }>(
    `insert into benefits (account_id, created_by, title, description, code_mode, code, discount_type, value, minimum_value, products, product_groups, units,
       start_date, expires_at, days_to_use_after_registration, limit_use, total_limit, segments, channels, send_start_hour, send_end_hour)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::uuid[], $12, $13, $14, $15, $16, $17, $18, $19::jsonb, $20, $21) returning id`,
    [accountId, userId, ...fieldValues(fields)],
  );
  return (await findBenefit(db, accountId, id))!;
}

export async function updateDraftBenefit(db: Queryable, accountId: string, id: string, fields: BenefitFields): Promise<BenefitRow | null> {
  const rows = await db.query<{ id: string }>(
    `update benefits set title = $3, description = $4, code_mode = $5, code = $6, discount_type = $7, value = $8, minimum_value = $9, products = $10,
       product_groups = $11::uuid[], units = $12, start_date = $13, expires_at = $14, days_to_use_after_registration = $15, limit_use = $16,
       total_limit = $17, segments = $18, channels = $19::jsonb, send_start_hour = $20, send_end_hour = $21, updated_at = now()
      where account_id = $1 and id = $2 and status = 'DRAFT' and deleted_at is null returning id`,
    [accountId, id, ...fieldValues(fields)],
  );
  return rows.length ? findBenefit(db, accountId, id) : null;
}

/** Moves a benefit between statuses (null when it is not in one of `from`). */
export async function moveBenefit(db: Queryable, accountId: string, id: string, from: readonly BenefitStatus[], to: BenefitStatus, extra = ''): Promise<BenefitRow | null> {
  const rows = await db.query<{ id: string }>(
    `update benefits set status = $4, updated_at = now()${extra ? `, ${extra}` : ''}
      where account_id = $1 and id = $2 and status = any($3::text[]) and deleted_at is null returning id`,
    [accountId, id, from, to],
  );
  return rows.length ? findBenefit(db, accountId, id) : null;
}

/** The list's orders. */
export const BENEFIT_SORTS = {
  CREATED_AT: 'b.created_at',
  TITLE: 'lower(b.title)',
  START_DATE: 'b.start_date',
  EXPIRES_AT: 'b.expires_at',
  STATUS: 'b.status',
} as const;
export type BenefitSort = keyof typeof BENEFIT_SORTS;

export interface BenefitListArgs {
  search: string | null;
  status: readonly BenefitStatus[] | null;
  /** the period the validity must overlap (yyyy-MM-dd, São Paulo) */
  from: string | null;
  to: string | null;
  sort: BenefitSort;
  direction: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

export interface BenefitListRow extends BenefitRow {
  consumed: number;
  issued: number;
}

export async function listBenefits(db: Queryable, accountId: string, args: BenefitListArgs): Promise<{ rows: BenefitListRow[]; totalCount: number }> {
  const pattern = args.search ? `%${args.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `b.account_id = $1 and b.type = 'DISCOUNT_COUPON' and b.deleted_at is null
    and ($2::text is null or b.title ilike $2 or b.code ilike $2 or b.description ilike $2)
    and ($3::text[] is null or b.status = any($3))
    and ($4::date is null or coalesce(b.expires_at, 'infinity') >= ($4::date::timestamp at time zone 'America/Sao_Paulo'))
    and ($5::date is null or coalesce(b.start_date, '-infinity') < (($5::date + 1)::timestamp at time zone 'America/Sao_Paulo'))`;
  const params = [accountId, pattern, args.status?.length ? args.status : null, args.from, args.to];
  const direction = args.direction === 'ASC' ? 'asc' : 'desc';
  const [rows, [{ total }]] = await Promise.all([
    db.query<BenefitListRow>(
      `select ${COLUMNS},
              (select count(*)::int from benefit_uses u where u.benefit_id = b.id and u.status = 'RECOVERED') as consumed,
              (select count(*)::int from benefit_coupons c where c.benefit_id = b.id) as issued
         from benefits b where ${where}
        order by ${BENEFIT_SORTS[args.sort]} ${direction} nulls last, b.created_at desc, b.id limit $6 offset $7`,
      [...params, args.limit, args.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from benefits b where ${where}`, params),
  ]);
  return { rows, totalCount: total };
}

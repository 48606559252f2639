import { array, enums, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import type { RequestContext } from '../../access/context';
import { parseGlobalId, toGlobalId } from '../../access/globalId';
import { seesPersonalData } from '../../access/pii';
import { NotFoundError } from '../../errors';
import { toConnection } from '../../graphql/connection';
import type { BenefitResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { productOptions } from '../../shared/productOptions';
import { searchTerm, validate } from '../../validation';
import { recipients } from '../jobs';
import { listTemplates, templateNode } from '../campaigns';
import { codeFormatProblem, codeInUse, freeRandomCode } from './codes';
import { DEFAULT_MOVEMENT_STATUS, distribution, documentFor, movementHistory, MOVEMENT_REPORT_KIND, MOVEMENT_SORTS, results, type MovementSort, type MovementStatus } from './results';
import * as service from './service';
import { BENEFIT_SORTS, listBenefits, type BenefitRow, type BenefitSort, type BenefitStatus } from './store';

/** The uuid behind a Benefit's global id, or the uuid itself (the pages' addresses carry it). */
export function benefitUuid(id: string): string {
  const parsed = parseGlobalId(id);
  if (parsed) {
    if (parsed.type !== 'Benefit') throw new NotFoundError('Cupom não encontrado.');
    return parsed.id;
  }
  return id;
}

type Row = BenefitRow & { consumed?: number };

/** The API's Benefit from a row; lists and references are resolved by the type's field resolvers. */
export function benefitNode(row: Row) {
  const status = service.displayStatus(row);
  return {
    row,
    id: toGlobalId('Benefit', row.id),
    _id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    status,
    draft: row.status === 'DRAFT',
    finished: status === 'FINISHED',
    active: status === 'ACTIVE',
    codeMode: row.code_mode,
    code: row.code,
    discountType: row.discount_type,
    value: row.value,
    minimumValue: row.minimum_value,
    units: row.units,
    startDate: row.start_date,
    expiresAt: row.expires_at,
    daysToUseBenefitAfterRegistration: row.days_to_use_after_registration,
    limitUse: row.limit_use,
    totalLimit: row.total_limit,
    segments: row.segments,
    channels: row.channels,
    sendStartHour: row.send_start_hour,
    sendEndHour: row.send_end_hour,
    omniCampaignId: row.omni_campaign_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
type BenefitNode = ReturnType<typeof benefitNode>;

export const benefitTypeResolvers: BenefitResolvers = {
  async products(parent, _args, ctx) {
    const { row } = parent as unknown as BenefitNode;
    if (!row.products.length) return [];
    return ctx.services.db.query(`select sku, name, eans from products where account_id = $1 and sku = any($2::text[]) order by name`, [row.account_id, row.products]);
  },
  async productsGroups(parent, _args, ctx) {
    const { row } = parent as unknown as BenefitNode;
    if (!row.product_groups.length) return [];
    const groups = await ctx.services.db.query<{ id: string; name: string; skus: string[] }>(
      `select id, name, skus from product_groups where account_id = $1 and id = any($2::uuid[]) order by lower(name)`,
      [row.account_id, row.product_groups],
    );
    return groups.map((g) => ({ id: g.id, name: g.name, products: g.skus }));
  },
  async unitsInfo(parent, _args, ctx) {
    const { row } = parent as unknown as BenefitNode;
    if (!row.units.length) return [];
    return ctx.services.db.query(`select id_erp, name from units where account_id = $1 and id_erp = any($2::text[]) order by name`, [row.account_id, row.units]);
  },
  async segmentsData(parent, _args, ctx) {
    const { row } = parent as unknown as BenefitNode;
    if (!row.segments.length) return [];
    return ctx.services.db.query(`select id::text as "_id", name from segments where account_id = $1 and id::text = any($2::text[]) order by name`, [row.account_id, row.segments]);
  },
  async consumedCoupons(parent, _args, ctx) {
    const { row } = parent as unknown as BenefitNode;
    if (typeof (row as Row).consumed === 'number') return (row as Row).consumed!;
    const [{ n }] = await ctx.services.db.query<{ n: number }>(`select count(*)::int as n from benefit_uses where benefit_id = $1 and status = 'RECOVERED'`, [row.id]);
    return n;
  },
  channels(parent) {
    const { row } = parent as unknown as BenefitNode;
    const whatsapp = row.channels.whatsapp;
    return {
      sms: row.channels.sms ?? null,
      email: row.channels.email ?? null,
      whatsapp: whatsapp ? { ...whatsapp, templateId: whatsapp.template_id ?? null, variables: whatsapp.variables ?? [] } : null,
    } as never;
  },
};

const STATUSES = ['DRAFT', 'SCHEDULED', 'ACTIVE', 'FINISHED'] as const;
const day = () => optional(nullable(size(string(), 10, 10)));
const listInput = object({
  search: searchTerm(),
  status: optional(nullable(size(array(enums(STATUSES)), 0, 4))),
  from: day(),
  to: day(),
  sort: optional(nullable(enums(Object.keys(BENEFIT_SORTS) as BenefitSort[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
});
const historyArgs = object({
  benefitId: size(string(), 1, 200),
  first: optional(nullable(size(string(), 0, 0))),
  after: optional(nullable(string())),
  status: optional(nullable(size(array(enums(DEFAULT_MOVEMENT_STATUS)), 0, 3))),
  unit: optional(nullable(size(string(), 1, 60))),
  sort: optional(nullable(enums(Object.keys(MOVEMENT_SORTS) as MovementSort[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
});
const reportInput = object({
  benefitId: size(string(), 1, 200),
  fileFormat: enums(['CSV', 'XLSX'] as const),
  emails: recipients,
  status: optional(nullable(size(array(enums(DEFAULT_MOVEMENT_STATUS)), 0, 3))),
});

/**
 * The list's status filter over the stored status: SCHEDULED and FINISHED are partly derived from
 * the dates (an active coupon before its start / after its end), so the SQL filter is widened to ACTIVE
 * and the rows are filtered again here — a page is read whole in that case.
 */
async function findBenefits(ctx: RequestContext, accountId: string, input: ReturnType<typeof validate<any, any>>, first: number, offset: number) {
  const wanted = (input.status ?? []) as BenefitStatus[];
  const derived = wanted.some((s) => s === 'SCHEDULED' || s === 'FINISHED' || s === 'ACTIVE');
  const stored = wanted.length ? [...new Set(wanted.flatMap((s) => (s === 'SCHEDULED' || s === 'FINISHED' ? [s, 'ACTIVE'] : [s])))] : null;
  const base = {
    search: input.search?.trim() || null,
    status: stored as BenefitStatus[] | null,
    from: input.from ?? null,
    to: input.to ?? null,
    sort: (input.sort ?? 'CREATED_AT') as BenefitSort,
    direction: (input.sortDirection ?? (input.sort && input.sort !== 'CREATED_AT' ? 'ASC' : 'DESC')) as 'ASC' | 'DESC',
  };
  if (!wanted.length || !derived) {
    const { rows, totalCount } = await listBenefits(ctx.services.db, accountId, { ...base, offset, limit: first + 1 });
    return { rows, totalCount };
  }
  const { rows } = await listBenefits(ctx.services.db, accountId, { ...base, offset: 0, limit: 10_000 });
  const matching = rows.filter((row) => wanted.includes(service.displayStatus(row)));
  return { rows: matching.slice(offset, offset + first + 1), totalCount: matching.length };
}

const deps = (ctx: RequestContext) => ({ db: ctx.services.db, ch: ctx.services.ch, processing: ctx.services.processing });

/** The coupon of a page's address, or null (a query answers null for an unknown id). */
async function maybeBenefit(ctx: RequestContext, id: string): Promise<BenefitRow | null> {
  try {
    return await benefitOf(ctx, id);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

async function benefitOf(ctx: RequestContext, id: string): Promise<BenefitRow> {
  const viewer = requireViewer(ctx);
  return service.requireBenefit(ctx.services.db, viewer.account.id, benefitUuid(validate(object({ id: size(string(), 1, 200) }), { id }).id));
}

export const benefitQueries: Pick<
  QueryResolvers,
  'findPaginatedBenefits' | 'findBenefitById' | 'benefitFormOptions' | 'benefitProductOptions' | 'validateBenefitCode' | 'generateRandomBenefitCode' | 'benefitDistribution' | 'benefitResults' | 'benefitMovementHistory'
> = {
  async findPaginatedBenefits(_parent, args, ctx) {
    const input = validate(listInput, args.input ?? {});
    const viewer = requireViewer(ctx);
    const first = clampFirst(args.first);
    const offset = decodeCursor(args.after);
    const { rows, totalCount } = await findBenefits(ctx, viewer.account.id, input, first, offset);
    return toConnection(toPage(rows.map(benefitNode), first, offset, totalCount)) as never;
  },
  async findBenefitById(_parent, args, ctx) {
    const row = await maybeBenefit(ctx, args.id);
    return row ? (benefitNode(row) as never) : null;
  },
  async validateBenefitCode(_parent, args, ctx) {
    const input = validate(object({ code: size(string(), 0, 40), benefitId: optional(nullable(size(string(), 1, 200))) }), args.input);
    const viewer = requireViewer(ctx);
    const problem = codeFormatProblem(input.code);
    if (problem) return { valid: false, message: problem };
    const except = input.benefitId ? benefitUuid(input.benefitId) : null;
    if (await codeInUse(ctx.services.db, viewer.account.id, input.code, except && /^[0-9a-f-]{36}$/i.test(except) ? except : null)) {
      return { valid: false, message: 'Este código já está em uso em outro cupom.' };
    }
    return { valid: true, message: null };
  },
  async benefitFormOptions(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    const { db } = ctx.services;
    const [units, productsGroups, segments, templates] = await Promise.all([
      db.query<{ value: string; label: string }>(`select id_erp as value, name || ' (' || id_erp || ')' as label from units where account_id = $1 order by name`, [viewer.account.id]),
      db.query<{ value: string; label: string }>(`select id::text as value, name as label from product_groups where account_id = $1 order by lower(name)`, [viewer.account.id]),
      db.query<{ value: string; label: string }>(`select id::text as value, name as label from segments where account_id = $1 order by lower(name)`, [viewer.account.id]),
      listTemplates(db, viewer.account.id, ['APPROVED']),
    ]);
    // a coupon has no file to attach: templates with a media header are not offered
    const whatsappTemplates = templates.filter((t) => !['IMAGE', 'DOCUMENT', 'VIDEO'].includes(t.header_type)).map(templateNode);
    return { units, productsGroups, segments, whatsappTemplates } as never;
  },
  async benefitProductOptions(_parent, args, ctx) {
    const input = validate(object({ search: searchTerm(), skus: optional(nullable(size(array(size(string(), 1, 60)), 0, 2000))) }), args);
    const viewer = requireViewer(ctx);
    const products = await productOptions(ctx.services.db, viewer.account.id, input.search, input.skus ?? []);
    return products.map((p) => ({ value: p.sku, label: `${p.name} (${p.sku})` }));
  },
  async generateRandomBenefitCode(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    return freeRandomCode(ctx.services.db, viewer.account.id);
  },
  async benefitDistribution(_parent, args, ctx) {
    const benefit = await maybeBenefit(ctx, args.benefitId);
    return benefit ? distribution(ctx.services.db, benefit) : null;
  },
  async benefitResults(_parent, args, ctx) {
    const benefit = await maybeBenefit(ctx, args.benefitId);
    return benefit ? results(ctx.services.db, ctx.services.ch, benefit) : null;
  },
  async benefitMovementHistory(_parent, args, ctx) {
    const input = validate(historyArgs, { ...args, first: undefined });
    const viewer = requireViewer(ctx);
    const benefit = await maybeBenefit(ctx, input.benefitId);
    if (!benefit) return null;
    const first = clampFirst(args.first);
    const offset = decodeCursor(input.after);
    const { rows, totalCount } = await movementHistory(ctx.services.db, ctx.services.ch, benefit, {
      status: input.status?.length ? (input.status as MovementStatus[]) : [...DEFAULT_MOVEMENT_STATUS],
      unit: input.unit ?? null,
      sort: (input.sort ?? 'CREATED_AT') as MovementSort,
      direction: input.sortDirection ?? 'DESC',
      offset,
      limit: first + 1,
    });
    const unmasked = seesPersonalData(viewer);
    const nodes = rows.map((row) => ({
      id: `${benefit.id}:${row.id}`,
      unit: { id_erp: row.unit_id_erp, name: row.unit_name ?? row.unit_id_erp },
      user: { id: toGlobalId('Customer', row.document_no), documentNo: documentFor(row.document_no, unmasked), name: row.consumer_name ?? '' },
      createdAt: row.created_at,
      couponId: row.code,
      ticketId: row.ticket_id,
      status: row.status,
      saleCouponStatus: row.sale_coupon_status,
      total: Number(row.total_cents),
      discount: Number(row.discount_cents),
    }));
    return toConnection(toPage(nodes, first, offset, totalCount)) as never;
  },
};

const payload = (row: BenefitRow) => {
  const node = benefitNode(row);
  return { id: node.id, status: node.status, error: null, createdAt: node.createdAt, updatedAt: node.updatedAt, benefit: node } as never;
};
const idInput = (input: unknown) => benefitUuid(validate(object({ id: size(string(), 1, 200) }), input).id);

export const benefitMutations: Pick<
  MutationResolvers,
  'upsertDraftBenefit' | 'upsertBenefit' | 'unscheduleBenefit' | 'deleteBenefit' | 'restoreBenefit' | 'cloneBenefit' | 'finishActiveBenefit' | 'createBenefitMovementHistoryReport'
> = {
  async upsertDraftBenefit(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = { ...args.input, _id: args.input._id ? benefitUuid(args.input._id) : null };
    return payload(await service.saveDraftBenefit(ctx.services.db, viewer, input));
  },
  async upsertBenefit(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = { ...args.input, _id: args.input._id ? benefitUuid(args.input._id) : null };
    return payload(await service.saveAndActivateBenefit(deps(ctx), viewer, input));
  },
  async unscheduleBenefit(_parent, args, ctx) {
    return payload(await service.unscheduleBenefit(ctx.services.db, requireViewer(ctx), idInput(args.input)));
  },
  async deleteBenefit(_parent, args, ctx) {
    const id = await service.deleteBenefit(ctx.services.db, requireViewer(ctx), idInput(args.input));
    return { deletedId: toGlobalId('Benefit', id) };
  },
  async restoreBenefit(_parent, args, ctx) {
    return payload(await service.restoreBenefit(ctx.services.db, requireViewer(ctx), idInput(args.input)));
  },
  async cloneBenefit(_parent, args, ctx) {
    return payload(await service.cloneBenefit(ctx.services.db, requireViewer(ctx), idInput(args.input)));
  },
  async finishActiveBenefit(_parent, args, ctx) {
    return payload(await service.finishBenefit(ctx.services.db, requireViewer(ctx), idInput(args.input)));
  },
  async createBenefitMovementHistoryReport(_parent, args, ctx) {
    const input = validate(reportInput, args.input);
    const viewer = requireViewer(ctx);
    const benefit = await benefitOf(ctx, input.benefitId);
    const asyncJob = await ctx.services.jobs.enqueue({
      accountId: viewer.account.id,
      userId: viewer.user.id,
      kind: MOVEMENT_REPORT_KIND,
      name: 'Histórico de utilização do cupom',
      title: `Histórico de utilização – ${benefit.title}`,
      payload: { benefitId: benefit.id, status: input.status?.length ? input.status : [...DEFAULT_MOVEMENT_STATUS], unmasked: seesPersonalData(viewer) },
      fileFormat: input.fileFormat,
      emails: input.emails.map((email) => email.trim()),
    });
    return { asyncJob } as never;
  },
};

import { array, integer, nullable, number, object, optional, size, string, type } from 'superstruct';
import { canOpen, requireViewer } from '../../access/control';
import { HttpError, type RestRequest, type RestRouter } from '../../rest/router';
import { localToday } from '../../shared/dates';
import { clampFirst } from '../../shared/paging';
import { validate } from '../../validation';
import { mapBounds } from '../customer-map';
import { segmentStructure, GROUP_LABELS } from './criteria';
import { DefinitionError } from './definition';
import { EvaluationCancelledError } from './lanes';
import { findModels } from './models';
import { requestSegmentExport } from './reports';
import * as service from './service';
import { SEGMENT_SORTS, type SegmentRow, type SegmentSort } from './store';

/** The segmentation service's calls, as contracts/segmentation.md names them. */
const BASE = '/api/segmentation';
const POLICY = canOpen('clientes.segmentacao');

/** A stored segment as the service answers it. */
function segmentJson(segment: SegmentRow) {
  return {
    _id: segment.id,
    name: segment.name,
    description: segment.description,
    fixed: segment.fixed,
    definition: segment.definition,
    version: segment.version,
    tags: segment.tags,
    clients_qty: segment.clients_qty,
    unlimited_count: segment.unlimited_count,
    clients_refreshed_at: segment.clients_refreshed_at,
    campaign_qty: segment.campaign_qty,
    created_at: segment.created_at,
    updated_at: segment.updated_at,
  };
}

/** A refused definition is HTTP 422 (the message names the criterion and field); a replaced evaluation 409. */
function handle(work: (request: RestRequest) => Promise<unknown>) {
  return async (request: RestRequest) => {
    try {
      return await work(request);
    } catch (error) {
      if (error instanceof DefinitionError) throw new HttpError(422, 'invalid_definition', error.message, { field: error.field });
      if (error instanceof EvaluationCancelledError) throw new HttpError(409, 'cancelled', error.message);
      throw error;
    }
  };
}

const evaluationBody = type({ segmentationGroups: optional(nullable(type({}))), segment_id: optional(nullable(string())) });
function evaluation(body: unknown) {
  const checked = validate(evaluationBody, body ?? {});
  return { definition: (body as { segmentationGroups?: unknown })?.segmentationGroups, segmentId: checked.segment_id ?? null };
}

/** The body of POST/PUT segments: its fields are checked by the service (name, tags, the definition). */
function segmentInput(body: unknown): service.SegmentInputValue {
  const raw = validate(type({ name: string() }), body ?? {}) as Record<string, unknown>;
  return {
    name: raw.name as string,
    description: (raw.description as string | null | undefined) ?? null,
    fixed: raw.fixed as boolean,
    definition: raw.definition ?? raw.segmentationGroups,
    tags: (raw.tags as service.SegmentInputValue['tags']) ?? null,
  };
}

export function registerSegmentationRoutes(router: RestRouter): RestRouter {
  return router
    .on('GET', `${BASE}/structure`, POLICY, async ({ ctx, query }) => {
      const viewer = requireViewer(ctx);
      const asked = (query.get('modules') ?? '').split(',').filter(Boolean);
      const modules = viewer.account.modules.filter((module) => asked.length === 0 || asked.includes(module));
      return { criteria: segmentStructure(modules).map((criterion) => ({ ...criterion, groupLabel: GROUP_LABELS[criterion.group] })) };
    })
    .on(
      'POST',
      `${BASE}/evaluate_segment`,
      POLICY,
      handle(async ({ ctx, body }) => service.evaluateSegment(ctx.services, requireViewer(ctx), evaluation(body))),
    )
    .on(
      'POST',
      `${BASE}/evaluate_segment/count_with_rfv`,
      POLICY,
      handle(async ({ ctx, body }) => service.evaluateSegmentWithRfv(ctx.services, requireViewer(ctx), evaluation(body))),
    )
    .on(
      'POST',
      `${BASE}/evaluate_segment/geo/clients_coordinates`,
      POLICY,
      handle(async ({ ctx, body }) => {
        const { max_number_of_clients } = validate(type({ max_number_of_clients: optional(nullable(integer())) }), body ?? {});
        const points = await service.segmentClientsCoordinates(ctx.services, requireViewer(ctx), { ...evaluation(body), maxNumberOfClients: max_number_of_clients });
        return {
          total: points.total,
          coarse: points.coarse,
          points: points.latitudes.map((lat, index) => ({ lat, lng: points.longitudes[index] })),
        };
      }),
    )
    .on(
      'POST',
      `${BASE}/evaluate_segment/geo/status_count`,
      POLICY,
      handle(async ({ ctx, body }) => {
        const { bounds } = validate(type({ bounds: optional(nullable(mapBounds)) }), body ?? {});
        return service.segmentGeoStatusCount(ctx.services, requireViewer(ctx), { ...evaluation(body), bounds: bounds ?? null });
      }),
    )
    .on(
      'POST',
      `${BASE}/evaluate_segment/aggregated_client_status_info`,
      POLICY,
      handle(async ({ ctx, body }) => {
        const { segments_ids } = validate(type({ segments_ids: optional(nullable(size(array(string()), 0, 50))) }), body ?? {});
        return service.aggregatedClientStatusInfo(ctx.services, requireViewer(ctx), { definition: evaluation(body).definition, segmentIds: segments_ids ?? null });
      }),
    )
    .on(
      'POST',
      `${BASE}/evaluate_segment/explain`,
      POLICY,
      handle(async ({ ctx, body }) => {
        const { consumer } = validate(type({ consumer: size(string(), 1, 200) }), body ?? {});
        return service.explainSegmentMembership(ctx.services, requireViewer(ctx), { definition: evaluation(body).definition, consumer });
      }),
    )
    .on('GET', `${BASE}/segments`, POLICY, async ({ ctx, query }) => {
      const viewer = requireViewer(ctx);
      const { page, page_size } = validate(object({ page: optional(integer()), page_size: optional(number()) }), {
        page: query.get('page') === null ? undefined : Number(query.get('page')),
        page_size: query.get('page_size') === null ? undefined : Number(query.get('page_size')),
      });
      const size_ = clampFirst(page_size);
      const sortKey = (query.get('sort') ?? 'UPDATED_AT').toUpperCase();
      const sort: SegmentSort = sortKey in SEGMENT_SORTS ? (sortKey as SegmentSort) : 'UPDATED_AT';
      const direction = (query.get('sort_direction') ?? query.get('sortDirection') ?? (sort === 'NAME' ? 'ASC' : 'DESC')).toUpperCase() === 'ASC' ? 'ASC' : 'DESC';
      const current = Math.max(1, page ?? 1);
      const { rows, total } = await service.listSegments(ctx.services, viewer, {
        search: query.get('search'),
        tags: query.get('tags')?.split(',').filter(Boolean) ?? null,
        sort,
        direction,
        offset: (current - 1) * size_,
        limit: size_,
      });
      return { page: current, page_size: size_, records: total, segments: rows.map(segmentJson) };
    })
    .on(
      'POST',
      `${BASE}/segments`,
      POLICY,
      handle(async ({ ctx, body }) => ({ status: 201, body: segmentJson(await service.createSegment(ctx.services, requireViewer(ctx), segmentInput(body))) })),
    )
    .on(
      'POST',
      `${BASE}/segments/clone`,
      POLICY,
      handle(async ({ ctx, body }) => {
        const { id, name } = validate(type({ id: string(), name: optional(nullable(string())) }), body ?? {});
        return { status: 201, body: segmentJson(await service.cloneSegment(ctx.services, requireViewer(ctx), id, name)) };
      }),
    )
    .on(
      'POST',
      `${BASE}/segments/refresh`,
      POLICY,
      handle(async ({ ctx, body }) => {
        const { segments_ids } = validate(type({ segments_ids: size(array(string()), 1, 50) }), body ?? {});
        const rows = await service.refreshSegments(ctx.services, requireViewer(ctx), segments_ids);
        return rows.map((row) => ({ _id: row.id, clients_qty: row.clients_qty, clients_refreshed_at: row.clients_refreshed_at }));
      }),
    )
    .on('GET', `${BASE}/segments/:id`, POLICY, async ({ ctx, params }) => segmentJson(await service.requireSegment(ctx.services, requireViewer(ctx), params.id)))
    .on(
      'PUT',
      `${BASE}/segments/:id`,
      POLICY,
      handle(async ({ ctx, params, body }) => segmentJson(await service.updateSegment(ctx.services, requireViewer(ctx), params.id, segmentInput(body)))),
    )
    .on('DELETE', `${BASE}/segments/:id`, POLICY, async ({ ctx, params }) => {
      await service.deleteSegment(ctx.services, requireViewer(ctx), params.id);
      return { status: 204 };
    })
    .on('GET', `${BASE}/segments/:id/campaigns/:campaignId`, POLICY, async ({ ctx, params, query }) => {
      // the segment as a campaign used it (visualizar): frozen version, size and one page of members
      const viewer = requireViewer(ctx);
      const campaign = await service.campaignSegment(ctx.services, viewer, params.campaignId, params.id);
      if (!campaign) throw new HttpError(404, 'not_found', 'Esta campanha não usou este segmento.');
      const { use, segment, version } = campaign;
      const pageSize = clampFirst(Number(query.get('page_size') ?? 50));
      const current = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
      const members = await service.campaignSegmentMembers(ctx.services, viewer, use, (current - 1) * pageSize, pageSize);
      return {
        campaign_id: use.campaign_id,
        campaign_name: use.campaign_name,
        segment_id: segment.id,
        current_version: segment.version,
        changed: segment.version > use.segment_version,
        version: { version: version.version, name: version.name, description: version.description, fixed: version.fixed, definition: version.definition, tags: version.tags ?? segment.tags, created_at: version.created_at },
        clients_qty_at_campaign: use.clients_qty_at_campaign,
        frozen_at: use.frozen_at,
        members: { page: current, page_size: pageSize, records: use.clients_qty_at_campaign ?? 0, rows: members.map((member) => ({ name: member.name, document: member.document, city: member.address.city_name, masked: member.masked })) },
      };
    })
    .on('POST', `${BASE}/segments/:id/exports`, POLICY, async ({ ctx, params, body }) => {
      const raw = (body ?? {}) as Record<string, unknown>;
      const job = await requestSegmentExport(ctx.services, requireViewer(ctx), {
        segmentId: params.id,
        kind: raw.kind,
        fileFormat: raw.file_format ?? raw.fileFormat,
        emails: raw.emails,
        ...(raw.campaign_id !== undefined ? { campaignId: raw.campaign_id } : {}),
      });
      return { status: 202, body: { _id: job.id, kind: job.kind, state: job.state } };
    })
    .on('GET', `${BASE}/models`, POLICY, async ({ ctx, query }) => {
      requireViewer(ctx);
      return findModels(localToday(), query.get('search'));
    })
    .on('GET', `${BASE}/model/:id`, POLICY, async ({ ctx, params }) => {
      requireViewer(ctx);
      const model = findModels(localToday(), null).find((candidate) => candidate.id === params.id);
      if (!model) throw new HttpError(404, 'not_found', 'Modelo não encontrado.');
      return model;
    });
}

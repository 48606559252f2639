import { array, enums, integer, nullable, object, optional, size, string } from 'superstruct';
import { requireViewer } from '../../access/control';
import { idOf, parseGlobalId, toGlobalId } from '../../access/globalId';
import { toConnection } from '../../graphql/connection';
import type { MutationResolvers, QueryResolvers, SegmentCampaignResolvers, SegmentResolvers, SegmentVersionResolvers } from '../../graphql/resolvers-types';
import { clampFirst, decodeCursor, toPage } from '../../shared/paging';
import { localToday } from '../../shared/dates';
import { searchTerm, validate } from '../../validation';
import { mapBounds, mapStores } from '../customer-map';
import { CRITERIA_BY_KEY, GROUP_LABELS, segmentStructure } from './criteria';
import { findModels } from './models';
import { requestSegmentExport } from './reports';
import * as service from './service';
import { SEGMENT_SORTS, type SegmentRow } from './store';

/** A segment id as GraphQL receives it: its global id (or, from older clients, the plain uuid). */
export function segmentIdOf(id: string): string {
  return parseGlobalId(id) ? idOf(id, 'Segment') : id;
}

const listArgs = object({
  first: optional(nullable(integer())),
  after: optional(nullable(string())),
  search: searchTerm(),
  sort: optional(nullable(enums(Object.keys(SEGMENT_SORTS) as (keyof typeof SEGMENT_SORTS)[]))),
  sortDirection: optional(nullable(enums(['ASC', 'DESC'] as const))),
  tags: optional(nullable(size(array(size(string(), 1, 40)), 0, 20))),
});

export const segmentationQueries: Pick<
  QueryResolvers,
  | 'segments'
  | 'segment'
  | 'segmentVersion'
  | 'campaignSegmentVersion'
  | 'campaignSegment'
  | 'segmentTags'
  | 'segmentStructure'
  | 'segmentModels'
  | 'segmentModel'
  | 'evaluateSegment'
  | 'countSegmentWithRfv'
  | 'aggregatedClientStatusInfo'
  | 'segmentClientsCoordinates'
  | 'segmentStatusCount'
  | 'explainSegmentMembership'
> = {
  async segments(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const input = validate(listArgs, args);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const { rows, total } = await service.listSegments(ctx.services, viewer, {
      search: input.search ?? null,
      tags: input.tags ?? null,
      sort: input.sort ?? 'UPDATED_AT',
      direction: input.sortDirection ?? (input.sort === 'NAME' ? 'ASC' : 'DESC'),
      offset,
      limit: first + 1,
    });
    return toConnection(toPage(rows, first, offset, total)) as never;
  },
  async segment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return (await service.findSegment(ctx.services, viewer, segmentIdOf(args.id))) as never;
  },
  async segmentVersion(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { version } = validate(object({ version: integer() }), { version: args.version });
    return (await service.segmentVersion(ctx.services, viewer, segmentIdOf(args.segmentId), version)) as never;
  },
  async campaignSegmentVersion(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { campaignId } = validate(object({ campaignId: size(string(), 1, 100) }), { campaignId: args.campaignId });
    return (await service.campaignSegmentVersion(ctx.services, viewer, campaignId, segmentIdOf(args.segmentId))) as never;
  },
  async campaignSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { campaignId } = validate(object({ campaignId: size(string(), 1, 100) }), { campaignId: args.campaignId });
    return (await service.campaignSegment(ctx.services, viewer, campaignId, segmentIdOf(args.segmentId))) as never;
  },
  async segmentTags(_parent, _args, ctx) {
    const viewer = requireViewer(ctx);
    return service.segmentTags(ctx.services, viewer);
  },
  segmentStructure(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const modules = [...viewer.account.modules, ...(args.modules ?? [])].filter((module) => viewer.account.modules.includes(module));
    return {
      criteria: segmentStructure(modules).map((criterion) => ({ ...criterion, groupLabel: GROUP_LABELS[criterion.group] })),
    };
  },
  segmentModels(_parent, args, ctx) {
    requireViewer(ctx);
    return findModels(localToday(), args.search);
  },
  segmentModel(_parent, args, ctx) {
    requireViewer(ctx);
    return findModels(localToday(), null).find((model) => model.id === args.id) ?? null;
  },
  async evaluateSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return service.evaluateSegment(ctx.services, viewer, { definition: args.segmentationGroups, segmentId: args.segmentId ? segmentIdOf(args.segmentId) : null });
  },
  async countSegmentWithRfv(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return service.evaluateSegmentWithRfv(ctx.services, viewer, { definition: args.segmentationGroups, segmentId: args.segmentId ? segmentIdOf(args.segmentId) : null });
  },
  async aggregatedClientStatusInfo(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return service.aggregatedClientStatusInfo(ctx.services, viewer, {
      definition: args.segmentationGroups,
      segmentIds: args.segmentIds?.map(segmentIdOf) ?? null,
    });
  },
  async segmentClientsCoordinates(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const [coordinates, stores] = await Promise.all([
      service.segmentClientsCoordinates(ctx.services, viewer, {
        definition: args.segmentationGroups,
        segmentId: args.segmentId ? segmentIdOf(args.segmentId) : null,
        maxNumberOfClients: args.maxNumberOfClients,
      }),
      mapStores(ctx.services.db, viewer.account.id),
    ]);
    return { ...coordinates, stores, styleUrl: ctx.services.mapStyleUrl };
  },
  async segmentStatusCount(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { bounds } = validate(object({ bounds: mapBounds }), { bounds: args.bounds });
    return service.segmentGeoStatusCount(ctx.services, viewer, { definition: args.segmentationGroups, segmentId: args.segmentId ? segmentIdOf(args.segmentId) : null, bounds });
  },
  async explainSegmentMembership(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { consumer } = validate(object({ consumer: size(string(), 1, 200) }), { consumer: args.consumer });
    const explained = await service.explainSegmentMembership(ctx.services, viewer, { definition: args.segmentationGroups, consumer });
    return {
      ...explained,
      groups: explained.groups.map((group) => ({
        ...group,
        criteria: group.criteria.map((criterion) => ({ ...criterion, label: CRITERIA_BY_KEY.get(criterion.key)?.label ?? criterion.key })),
      })),
    };
  },
};

export const segmentationMutations: Pick<MutationResolvers, 'createSegment' | 'updateSegment' | 'deleteSegment' | 'cloneSegment' | 'refreshSegments' | 'exportSegment'> = {
  async createSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return { segment: (await service.createSegment(ctx.services, viewer, args.input)) as never };
  },
  async updateSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return { segment: (await service.updateSegment(ctx.services, viewer, segmentIdOf(args.id), args.input)) as never };
  },
  async deleteSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const id = segmentIdOf(args.id);
    await service.deleteSegment(ctx.services, viewer, id);
    return { deletedId: toGlobalId('Segment', id) };
  },
  async cloneSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    return { segment: (await service.cloneSegment(ctx.services, viewer, segmentIdOf(args.id), args.name)) as never };
  },
  async refreshSegments(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const ids = validate(size(array(string()), 1, 50), args.segments_ids).map(segmentIdOf);
    const rows = await service.refreshSegments(ctx.services, viewer, ids);
    return rows.map((row) => ({ _id: row.id, clients_qty: row.clients_qty ?? 0, clients_refreshed_at: row.clients_refreshed_at ?? row.updated_at }));
  },
  async exportSegment(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { campaignId, ...input } = args.input;
    return {
      asyncJob: (await requestSegmentExport(ctx.services, viewer, { ...input, segmentId: segmentIdOf(input.segmentId), ...(campaignId ? { campaignId } : {}) })) as never,
    };
  },
};

/** Segments resolve from their stored rows (store.SegmentRow). */
const rowOf = (segment: unknown) => segment as SegmentRow;

export const Segment: SegmentResolvers = {
  id: (segment) => toGlobalId('Segment', rowOf(segment).id),
  _id: (segment) => rowOf(segment).id,
  tags: (segment) => rowOf(segment).tags ?? [],
  async campaigns(segment, _args, ctx) {
    const viewer = requireViewer(ctx);
    const row = rowOf(segment);
    const uses = await service.segmentCampaignUses(ctx.services, viewer, row.id);
    return uses.map((use) => ({ use, segment: row, version: null })) as never;
  },
};

/** A version resolves from { segment, ...store.SegmentVersionRow }; one saved before its tags were kept shows the segment's. */
export const SegmentVersion: SegmentVersionResolvers = {
  tags: (parent) => {
    const version = parent as unknown as { tags: SegmentRow['tags'] | null; segment: SegmentRow };
    return version.tags ?? version.segment.tags ?? [];
  },
};

/** A campaign's use of a segment resolves from service.CampaignSegment (its version read when asked). */
const useOf = (parent: unknown) => parent as Omit<service.CampaignSegment, 'version'> & { version: service.CampaignSegment['version'] | null };

const membersArgs = object({ first: optional(nullable(integer())), after: optional(nullable(string())) });

export const SegmentCampaign: SegmentCampaignResolvers = {
  campaignId: (parent) => useOf(parent).use.campaign_id,
  campaignName: (parent) => useOf(parent).use.campaign_name,
  segment: (parent) => useOf(parent).segment as never,
  async version(parent, _args, ctx) {
    const { use, segment, version } = useOf(parent);
    if (version) return { segment, ...version } as never;
    const viewer = requireViewer(ctx);
    return (await service.segmentVersion(ctx.services, viewer, segment.id, use.segment_version)) as never;
  },
  clients_qty_at_campaign: (parent) => useOf(parent).use.clients_qty_at_campaign,
  frozen_at: (parent) => useOf(parent).use.frozen_at,
  changed: (parent) => useOf(parent).segment.version > useOf(parent).use.segment_version,
  async members(parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { use } = useOf(parent);
    const input = validate(membersArgs, args);
    const first = clampFirst(input.first);
    const offset = decodeCursor(input.after);
    const rows = await service.campaignSegmentMembers(ctx.services, viewer, use, offset, first + 1);
    return toConnection(toPage(rows, first, offset, use.clients_qty_at_campaign ?? 0)) as never;
  },
};

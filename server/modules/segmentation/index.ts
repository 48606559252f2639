/** The segmentation module's public API (processing builds its aggregates; seed and bench use the rest). */
export { SEGMENT_AGGREGATES, buildSegmentAggregates } from './aggregates';
export { compileDefinition, type EvaluationScope } from './compile';
export { parseDefinition, type SegmentDefinition } from './definition';
export { countSegment, countSegmentWithRfv, definitionMembers, segmentCoordinates, segmentMembers } from './evaluate';
export { EvaluationLanes } from './lanes';
export { segmentModels } from './models';
export { DEMO_CAMPAIGNS, seedDemoSegments } from './seed';
export { countUncountedSegments, evaluationScope, freezePendingCampaignSegments, freezeSegmentForCampaign } from './service';
export { getSegment } from './store';
export type { SegmentCampaignRow, SegmentRow } from './store';

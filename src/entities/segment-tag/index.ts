export { SEGMENT_TAG_PALETTE, SegmentTagChip, SegmentTagList } from './ui/SegmentTagList';
export type { SegmentTag } from './ui/SegmentTagList';

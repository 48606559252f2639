export { GuidedTour, hasToured, TOUR_CHECK_DELAY_MS, TOUR_START_DELAY_MS, tourStorageKey } from './GuidedTour';
export type { GuidedTourProps, TourStep } from './GuidedTour';

export { GuidedTour, hasToured, TOUR_CHECK_DELAY_MS, TOUR_START_DELAY_MS, tourStorageKey } from './GuidedTour';
export type { GuidedTourProps, TourStep } from './GuidedTour';
/** The part's texts, for the app's id types (src/app/i18n); the part scopes them itself. */
export { messages } from './i18n/pt-BR';

export { pageRoute } from './route';

/** This page's texts (its catalogue's type, for the app's id union; the texts load with the page). */
export type Messages = typeof import('./i18n/pt-BR').messages;

/** The terms module's public API: the version new sign-ups accept and its page HTML. */
export { currentTerms, termsHtml } from './service';

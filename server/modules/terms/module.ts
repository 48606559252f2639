import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { termsMutations, termsQueries } from './resolvers';
import { registerTermsRoutes } from './rest';

/** The route every terms field is opened with (account admins and platform admins). */
const PAGE = 'configuracoes-admin.termos';

/**
 * Configurações › Termos de uso (/configuracoes-admin/termos): the versions of the terms consumers
 * accept on the sign-up site. The public site reads the current one through currentTerms.
 */
export default defineModule({
  name: 'terms',
  resolvers: { Query: termsQueries, Mutation: termsMutations },
  rest: registerTermsRoutes,
  policies: {
    Query: { termsVersions: canOpen(PAGE) },
    Mutation: { saveTermsDraft: canOpen(PAGE), publishTermsVersion: canOpen(PAGE), deleteTermsDraft: canOpen(PAGE) },
  },
});

import { SESSION } from '../../access/control';
import { defineModule } from '../types';
import { FormDraft, formDraftMutations, formDraftQueries } from './resolvers';

/** Drafts of multi-step forms, so a wizard resumes where its user left it. */
export default defineModule({
  name: 'form-drafts',
  resolvers: { Query: formDraftQueries, Mutation: formDraftMutations, FormDraft },
  // drafts are keyed by the session's account and user: nobody reads or replaces another's
  policies: { Query: { formDraft: SESSION }, Mutation: { saveFormDraft: SESSION, discardFormDraft: SESSION } },
});

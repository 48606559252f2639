import { SESSION } from '../../access/control';
import { defineModule } from '../types';
import { productNewsMutations, productNewsQueries } from './productNewsResolvers';
import { supportMutations, supportQueries } from './supportResolvers';

/** The toolbar's Suporte (help-desk token, contacts, support requests) and Novidades (product news). */
export default defineModule({
  name: 'toolbar',
  resolvers: {
    Query: { ...supportQueries, ...productNewsQueries },
    Mutation: { ...supportMutations, ...productNewsMutations },
  },
  policies: {
    // every signed-in user has Suporte and Novidades (the token resolver also checks the e-mail is the viewer's)
    Query: { zendeskWidgetToken: SESSION, supportContacts: SESSION, productNews: SESSION },
    Mutation: { createSupportRequest: SESSION, markProductNewsRead: SESSION },
  },
});

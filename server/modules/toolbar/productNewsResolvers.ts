import { array, object, size } from 'superstruct';
import { requireViewer } from '../../access/control';
import { listProductNews, markProductNewsRead } from './productNews';
import { requiredText, validate } from '../../validation';
import type { MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';

/** News ids; a popover marks at most its whole list at once. */
const markArgs = object({ ids: size(array(requiredText(120)), 0, 200) });

export const productNewsQueries: Pick<QueryResolvers, 'productNews'> = {
  productNews: (_parent, _args, ctx) => {
    const viewer = requireViewer(ctx);
    return listProductNews(ctx.services.db, viewer.user.id, viewer.subject);
  },
};

export const productNewsMutations: Pick<MutationResolvers, 'markProductNewsRead'> = {
  async markProductNewsRead(_parent, args, ctx) {
    const viewer = requireViewer(ctx);
    const { ids } = validate(markArgs, args);
    await markProductNewsRead(ctx.services.db, viewer.account.id, viewer.user.id, viewer.subject, ids);
    return { productNews: await listProductNews(ctx.services.db, viewer.user.id, viewer.subject) };
  },
};

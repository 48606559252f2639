import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { socialNetworkMutations, socialNetworkQueries } from './resolvers';

/** The chain's social profiles (/configuracoes/redes-sociais): read and saved by who may open the page. */
export default defineModule({
  name: 'social-networks',
  resolvers: { Query: socialNetworkQueries, Mutation: socialNetworkMutations },
  policies: {
    Query: { socialNetworks: canOpen('configuracoes.redes-sociais') },
    Mutation: { updateSocialNetworks: canOpen('configuracoes.redes-sociais') },
  },
});

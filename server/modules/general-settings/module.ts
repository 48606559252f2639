import { canOpen } from '../../access/control';
import { defineModule } from '../types';
import { generalSettingsMutations, generalSettingsQueries } from './resolvers';

/** Configurações › Gerais: the account's app configuration and recency criteria, for who may open the page. */
export default defineModule({
  name: 'general-settings',
  resolvers: { Query: generalSettingsQueries, Mutation: generalSettingsMutations },
  policies: {
    Query: { appConfiguration: canOpen('configuracoes.gerais') },
    Mutation: { UpdateHotsiteCustomerConfiguration: canOpen('configuracoes.gerais'), updateCbmConfiguration: canOpen('configuracoes.gerais') },
  },
});

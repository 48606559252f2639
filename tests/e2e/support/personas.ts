/**
 * The demo personas of ../shared/contracts/personas.md, with what the seed shows for them
 * (server/seed/demo.ts). Every demo password is the same.
 */
export const DEMO_PASSWORD = 'Demo@2026';

export const ACCOUNTS = {
  bompreco: 'Supermercados Bom Preço',
  redeMais: 'Rede Mais Franquias',
  maisFeira: 'Mais Feira de Santana',
  atacadaoPromo: 'Atacadão Promo',
  sandbox: 'Conta Demonstração',
} as const;

export interface Persona {
  email: string;
  /** the user's name as the app shows it */
  name: string;
  /** the account the user signs in to (their home account) */
  account: string;
}

export const PERSONAS = {
  admin: { email: 'admin@plataforma.dev', name: 'Administrador da Plataforma', account: ACCOUNTS.bompreco },
  gerente: { email: 'gerente@bompreco.com.br', name: 'Marina Souza', account: ACCOUNTS.bompreco },
  analista: { email: 'analista@bompreco.com.br', name: 'Rafael Lima', account: ACCOUNTS.bompreco },
  multi: { email: 'multi@bompreco.com.br', name: 'Carla Menezes', account: ACCOUNTS.bompreco },
  franqueador: { email: 'franqueador@redemais.com.br', name: 'Paulo Andrade', account: ACCOUNTS.redeMais },
  franqueado: { email: 'franqueado@maisfeira.com.br', name: 'Joana Ribeiro', account: ACCOUNTS.maisFeira },
  promo: { email: 'promo@atacadaopromo.com.br', name: 'Sérgio Tavares', account: ACCOUNTS.atacadaoPromo },
} as const satisfies Record<string, Persona>;

export type PersonaKey = keyof typeof PERSONAS;

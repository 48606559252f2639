/** pt-BR names of the consumers' origins the platform writes; a sign-up site's slot shows as its own name. */
export const ORIGIN_LABELS: Record<string, string> = {
  pdv: 'Loja (PDV)',
  app: 'Aplicativo',
  hotsite: 'Site de cadastro',
  televendas: 'Televendas',
};

/** The origin as people read it. */
export function originLabel(origin: string): string {
  return ORIGIN_LABELS[origin] ?? origin;
}

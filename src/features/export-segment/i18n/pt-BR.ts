/** pt-BR texts of features/export-segment (README "Texts"). */
export const messages = {
  'exportSegment.clientsTitle': 'Exportar os clientes de “{name}”',
  'exportSegment.clientsDescription':
    'A lista dos clientes do segmento é gerada em segundo plano e enviada por e-mail. Documentos, e-mails e telefones vêm completos só para quem tem permissão de baixar dados pessoais. Acompanhe no Histórico de exportações.',
  'exportSegment.frozenClientsDescription':
    'Os clientes que o segmento tinha quando a campanha começou (não os de hoje), gerados em segundo plano e enviados por e-mail. Documentos, e-mails e telefones vêm completos só para quem tem permissão de baixar dados pessoais. Acompanhe no Histórico de exportações.',
  'exportSegment.productsTitle': 'Exportar os produtos comprados por “{name}”',
  'exportSegment.productsDescription':
    'Os produtos que os clientes do segmento compraram nos últimos 12 meses, com quantidades e faturamento, enviados por e-mail. Acompanhe no Histórico de exportações.',
  'exportSegment.purchaseInfoTitle': 'Exportar as informações de compra de “{name}”',
  'exportSegment.purchaseInfoDescription':
    'Faturamento, cupons, ticket médio e última compra dos clientes do segmento nos últimos 12 meses, enviados por e-mail. Acompanhe no Histórico de exportações.',
};

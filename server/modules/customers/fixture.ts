/**
 * The customers module's test chain: consumers of Supermercados Bom Preço with known documents,
 * contacts and purchases, and one of Rede Mais with a document of Bom Preço's, so tests check every
 * figure against rows they can read here.
 */

/** Bom Preço's consumers. */
export const MARIA = {
  document_no: '529.982.247-25',
  person_type: 'F',
  name: 'Maria José da Conceição',
  email: 'Maria.Jose@Example.com.br',
  phone: '+55 (71) 98765-4321',
  gender: 'F',
  birth_date: '1980-02-03',
  created_at: '2025-06-01T10:00:00-03:00',
  unit_id_erp: '1',
  address: { street: 'Rua das Flores', number: '12', postal_code: '40140-000', neighborhood: 'Barra', city_name: 'Salvador', federative_unit: 'BA', latitude: -13.0, longitude: -38.52 },
  opt_in: { sms: true, email: true, whatsapp: false, push: false },
} as const;
export const JOAO = {
  document_no: '11144477735',
  person_type: 'F',
  name: 'João Mariano Santos',
  email: 'joao@exemplo.com.br',
  phone: '7133334444',
  gender: 'M',
  created_at: '2025-03-10',
  unit_id_erp: '3',
  opt_in: { whatsapp: true },
} as const;
export const MAR_AZUL = { document_no: '11222333000181', person_type: 'J', name: 'Mercadinho Mar Azul LTDA', email: 'compras@marazul.com.br', created_at: '2025-01-15', unit_id_erp: '1' } as const;
export const ANA = { document_no: '39053344705', person_type: 'F', name: 'Ana Paula Ribeiro', created_at: '2026-02-20', unit_id_erp: '3' } as const;

export const BOMPRECO_CONSUMERS = [MARIA, JOAO, MAR_AZUL, ANA];

/** Rede Mais registers Maria's document too, under another name: Bom Preço must never see it. */
export const REDE_MAIS_MARIA = { document_no: '52998224725', person_type: 'F', name: 'Maria da Rede Mais', email: 'maria@redemais.example', created_at: '2025-01-01' } as const;

/** The document as ingestion keeps it (digits only). */
export function digits(document: string): string {
  return document.replace(/\D/g, '');
}

/** The products the chain sells in the fixture. */
export const PRODUCTS = [
  { sku: 'P1', name: 'Arroz 5kg', department: 'Mercearia' },
  { sku: 'P2', name: 'Picanha kg', department: 'Açougue', is_weightable: true },
  { sku: 'P3', name: 'Leite 1L', department: 'Laticínios' },
] as const;

const PRICES: Record<string, number> = { P1: 20, P2: 60, P3: 5 };

function sale(id: string, unit: string, doc: string | null, day: string, lines: [sku: string, quantity: number][]) {
  const items = lines.map(([sku, quantity]) => ({ sku, quantity, unit_price: PRICES[sku], total: Math.round(quantity * PRICES[sku] * 100) / 100 }));
  return { ticket_id: id, unit_id_erp: unit, document_no: doc, created_at: `${day}T10:00:00-03:00`, total: items.reduce((sum, item) => sum + item.total, 0), items };
}

/**
 * March 2026: Mar Azul spends most; João and Maria tie on revenue (120) and tickets (3) and João
 * registered first; Ana's ticket before her registration is not a loyalty ticket.
 */
export const SALES = [
  sale('t1', '1', MARIA.document_no, '2026-03-02', [['P1', 2], ['P2', 0.5]]),
  sale('t2', '1', MARIA.document_no, '2026-03-10', [['P1', 1]]),
  sale('t3', '3', MARIA.document_no, '2026-03-15', [['P3', 6]]),
  sale('t4', '3', JOAO.document_no, '2026-03-05', [['P2', 1]]),
  sale('t5', '3', JOAO.document_no, '2026-03-06', [['P1', 1]]),
  sale('t6', '1', JOAO.document_no, '2026-03-25', [['P3', 8]]),
  sale('t7', '1', MAR_AZUL.document_no, '2026-03-12', [['P1', 10]]),
  sale('t8', '3', ANA.document_no, '2026-02-10', [['P1', 25]]),
  sale('t9', '3', ANA.document_no, '2026-03-03', [['P3', 2]]),
  sale('t10', '1', null, '2026-03-04', [['P1', 50]]),
];

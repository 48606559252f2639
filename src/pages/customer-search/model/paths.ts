/** Where a customer's details live (the id is the customer's global id). */
export function customerDetailsPath(id: string): string {
  return `/clientes/detalhes-cliente/${encodeURIComponent(id)}`;
}

/** One of the standard replies (standardUserReplies) offered when answering a request. */
export interface StandardReply {
  id: string;
  /** the answer it fits */
  status: 'ACCEPTED' | 'DECLINED';
  title: string;
  text: string;
}

/** The standard replies (pt-BR, as the consumer reads them in the e-mail). */
export const STANDARD_REPLIES: readonly StandardReply[] = [
  {
    id: 'accepted',
    status: 'ACCEPTED',
    title: 'Exclusão realizada',
    text: 'Sua solicitação foi atendida: os dados pedidos foram excluídos ou anonimizados de forma definitiva. As compras continuam nos registros fiscais da loja, sem ligação com você. Não enviaremos mais comunicações aos contatos informados.',
  },
  {
    id: 'accepted-partial',
    status: 'ACCEPTED',
    title: 'Exclusão parcial realizada',
    text: 'Sua solicitação foi atendida: os dados das categorias escolhidas foram excluídos. O restante do seu cadastro no clube continua ativo.',
  },
  {
    id: 'declined-identity',
    status: 'DECLINED',
    title: 'Não foi possível confirmar a identidade',
    text: 'Não conseguimos confirmar que a solicitação foi feita pelo titular dos dados. Para sua segurança, faça um novo pedido pelo site de cadastro usando seu CPF e senha, ou procure o atendimento de uma de nossas lojas.',
  },
  {
    id: 'declined-legal',
    status: 'DECLINED',
    title: 'Obrigação legal de guarda',
    text: 'Parte dos dados precisa ser mantida para cumprir obrigações legais e fiscais (LGPD, art. 16, I). Esses dados ficam guardados apenas pelo prazo exigido e não são usados para comunicações.',
  },
  {
    id: 'declined-duplicate',
    status: 'DECLINED',
    title: 'Pedido repetido',
    text: 'Já existe um pedido de exclusão seu em andamento ou concluído. Você receberá a resposta dele no seu e-mail.',
  },
];

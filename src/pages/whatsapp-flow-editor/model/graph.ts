import { nodeExits, type FlowEdge, type FlowGraph, type FlowNode, type FlowNodeType } from '@/shared/config/whatsappFlows';

/** A new flow: its start, a message and the end, linked. */
export const EMPTY_FLOW: FlowGraph = {
  nodes: [
    { id: 'inicio', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'boas-vindas', type: 'message', position: { x: 0, y: 150 }, data: { text: 'Olá! 👋' } },
    { id: 'fim', type: 'end', position: { x: 0, y: 300 }, data: {} },
  ],
  edges: [
    { id: 'e-inicio', source: 'inicio', target: 'boas-vindas', handle: 'next' },
    { id: 'e-boas-vindas', source: 'boas-vindas', target: 'fim', handle: 'next' },
  ],
};

/** What a new node of each type starts with. */
function initialData(type: FlowNodeType): FlowNode['data'] {
  switch (type) {
    case 'message':
      return { text: '' };
    case 'buttons':
      return { text: '', buttons: [{ id: 'sim', title: 'Sim' }, { id: 'nao', title: 'Não' }], timeoutMinutes: null };
    case 'list':
      return { text: '', listButton: 'Ver opções', rows: [{ id: 'opcao-1', title: 'Opção 1' }], timeoutMinutes: null };
    case 'wait':
      return { timeoutMinutes: 60 };
    case 'condition':
      return { field: 'reply', operator: 'contains', value: '' };
    case 'tag':
      return { tag: '' };
    default:
      return {};
  }
}

/** Adds a node of `type` below the lowest one, with an id not in use; returns the graph and the id. */
export function addNode(graph: FlowGraph, type: FlowNodeType): { graph: FlowGraph; id: string } {
  let n = graph.nodes.length + 1;
  while (graph.nodes.some((node) => node.id === `${type}-${n}`)) n++;
  const id = `${type}-${n}`;
  const lowest = graph.nodes.reduce((max, node) => Math.max(max, node.position.y), 0);
  return { graph: { ...graph, nodes: [...graph.nodes, { id, type, position: { x: 0, y: lowest + 150 }, data: initialData(type) }] }, id };
}

/** Removes a node and every edge to or from it. */
export function removeNode(graph: FlowGraph, id: string): FlowGraph {
  return { nodes: graph.nodes.filter((n) => n.id !== id), edges: graph.edges.filter((e) => e.source !== id && e.target !== id) };
}

/** Replaces a node's data (edges of exits it no longer has are dropped). */
export function updateNode(graph: FlowGraph, id: string, data: FlowNode['data']): FlowGraph {
  const nodes = graph.nodes.map((n) => (n.id === id ? { ...n, data } : n));
  const node = nodes.find((n) => n.id === id)!;
  const exits = nodeExits(node);
  return { nodes, edges: graph.edges.filter((e) => e.source !== id || exits.includes(e.handle)) };
}

/** Links exit `handle` of `source` to `target` (null unlinks it); one edge per exit. */
export function linkExit(graph: FlowGraph, source: string, handle: string, target: string | null): FlowGraph {
  const edges: FlowEdge[] = graph.edges.filter((e) => !(e.source === source && e.handle === handle));
  if (target) edges.push({ id: `e-${source}-${handle}`, source, target, handle });
  return { ...graph, edges };
}

export function moveNode(graph: FlowGraph, id: string, position: { x: number; y: number }): FlowGraph {
  return { ...graph, nodes: graph.nodes.map((n) => (n.id === id ? { ...n, position } : n)) };
}

/** A graph as the server keeps it (JSON), read defensively. */
export function readGraph(value: unknown): FlowGraph {
  const graph = value as Partial<FlowGraph> | null;
  return { nodes: Array.isArray(graph?.nodes) ? graph!.nodes : [], edges: Array.isArray(graph?.edges) ? graph!.edges : [] };
}

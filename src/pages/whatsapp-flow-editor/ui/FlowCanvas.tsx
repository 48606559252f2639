import { css, Global, useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Background, Controls, Handle, Position, ReactFlow, type Edge, type Node, type NodeChange, type NodeProps, type Connection } from '@xyflow/react';
import xyflowCss from '@xyflow/react/dist/style.css';
import { memo, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { nodeExits, type FlowGraph, type FlowNode } from '@/shared/config/whatsappFlows';
import type { MessageId } from '@/shared/i18n';

type CanvasNodeData = { node: FlowNode; exits: { handle: string; label: string }[]; typeLabel: string; invalid: boolean };

const Box = styled.div<{ selected: boolean; invalid: boolean }>`
  min-width: 180px;
  max-width: 240px;
  padding: 8px 10px 18px;
  border-radius: 8px;
  border: 2px solid ${(p) => (p.invalid ? p.theme.colors.danger : p.selected ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => p.theme.colors.surface};
  font-size: 12px;
  strong {
    display: block;
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => p.theme.colors.textMuted};
  }
  p {
    margin: 4px 0 0;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow-wrap: anywhere;
  }
`;

const ExitLabels = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 2px;
  display: flex;
  justify-content: space-around;
  font-size: 9px;
  color: ${(p) => p.theme.colors.textMuted};
  pointer-events: none;
`;

/** A step on the canvas: its type, its text, one target handle on top and one source handle per exit. */
const StepNode = memo(function StepNode({ data, selected }: NodeProps<Node<CanvasNodeData>>) {
  const { node, exits, typeLabel, invalid } = data;
  const summary = node.data.text || node.data.tag || (node.type === 'condition' ? `${node.data.field ?? ''} ${node.data.operator ?? ''} ${node.data.value ?? ''}` : '');
  return (
    <Box selected={Boolean(selected)} invalid={invalid} data-node={node.id}>
      {node.type !== 'start' && <Handle type="target" position={Position.Top} />}
      <strong>{typeLabel}</strong>
      <span>{node.id}</span>
      {summary && <p>{summary}</p>}
      {exits.map((exit, i) => (
        <Handle key={exit.handle} id={exit.handle} type="source" position={Position.Bottom} style={{ left: `${((i + 1) * 100) / (exits.length + 1)}%` }} />
      ))}
      {exits.length > 1 && (
        <ExitLabels aria-hidden>
          {exits.map((exit) => (
            <span key={exit.handle}>{exit.label}</span>
          ))}
        </ExitLabels>
      )}
    </Box>
  );
});

const NODE_TYPES = { step: StepNode };

export interface FlowCanvasProps {
  graph: FlowGraph;
  selected: string | null;
  invalidNodes: ReadonlySet<string>;
  onSelect: (id: string | null) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
  onLink: (source: string, handle: string, target: string) => void;
  exitLabel: (node: FlowNode, handle: string) => string;
}

/**
 * The flow drawn with @xyflow/react: drag steps, draw an edge from an exit to a step. Deleting happens
 * in the side panel (with a confirmation), so the canvas's Delete key is off.
 */
export function FlowCanvas({ graph, selected, invalidNodes, onSelect, onMove, onLink, exitLabel }: FlowCanvasProps) {
  const intl = useIntl();
  const theme = useTheme();
  // the sizes React Flow measured (a controlled flow keeps them, or its nodes stay hidden and edges unplaced)
  const [measured, setMeasured] = useState<Record<string, { width: number; height: number }>>({});
  const nodes = useMemo<Node<CanvasNodeData>[]>(
    () =>
      graph.nodes.map((node) => ({
        id: node.id,
        type: 'step',
        position: node.position,
        measured: measured[node.id],
        selected: node.id === selected,
        data: {
          node,
          exits: nodeExits(node).map((handle) => ({ handle, label: exitLabel(node, handle) })),
          typeLabel: intl.formatMessage({ id: `whatsappFlowEditor.type.${node.type}` as MessageId }),
          invalid: invalidNodes.has(node.id),
        },
      })),
    [graph.nodes, selected, invalidNodes, exitLabel, intl, measured],
  );
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge) => {
        const source = graph.nodes.find((n) => n.id === edge.source);
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          sourceHandle: edge.handle,
          label: source && nodeExits(source).length > 1 ? exitLabel(source, edge.handle) : undefined,
        };
      }),
    [graph, exitLabel],
  );
  const onNodesChange = (changes: NodeChange<Node<CanvasNodeData>>[]) => {
    const sizes: Record<string, { width: number; height: number }> = {};
    for (const change of changes) {
      if (change.type === 'dimensions' && change.dimensions) sizes[change.id] = change.dimensions;
      if (change.type === 'position' && change.position) onMove(change.id, change.position);
      if (change.type === 'select' && change.selected) onSelect(change.id);
    }
    if (Object.keys(sizes).length) setMeasured((current) => ({ ...current, ...sizes }));
  };
  const onConnect = (connection: Connection) => {
    if (connection.source && connection.target && connection.sourceHandle) onLink(connection.source, connection.sourceHandle, connection.target);
  };
  return (
    <>
      <Global styles={css(xyflowCss)} />
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onConnect={onConnect}
        onPaneClick={() => onSelect(null)}
        deleteKeyCode={null}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        minZoom={0.2}
        proOptions={{ hideAttribution: true }}
        style={{ background: theme.colors.background }}
        aria-label={intl.formatMessage({ id: 'whatsappFlowEditor.canvasLabel' })}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </>
  );
}

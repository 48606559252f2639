import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Card } from './Card';
import { VisuallyHidden } from './VisuallyHidden';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

const SkeletonRow = styled.div`
  height: 20px;
  margin: ${(p) => `${p.theme.space(4)} ${p.theme.space(5)}`};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.neutralSoft};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** Placeholder rows of a list card while its rows arrive; `label` is what screen readers hear. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <Card aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <SkeletonRow key={i} />
      ))}
    </Card>
  );
}

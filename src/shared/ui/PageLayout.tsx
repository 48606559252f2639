import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card } from './Card';

/** The column every content page sits in: centred, at most 1200 px wide. */
export const PageContainer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(5)};
  max-width: 1200px;
  margin: 0 auto;
`;

/** A page's title (h1) and its muted subtitle. */
export const PageHeading = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    line-height: 1.2;
    ${(p) => p.theme.mq.sm} {
      font-size: ${(p) => p.theme.fontSizes.xxl};
    }
  }
  p {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** The empty state inside a table card: a bold first line and a muted hint. */
export const TableEmptyState = styled.div`
  padding: ${(p) => `${p.theme.space(12)} ${p.theme.space(5)}`};
  text-align: center;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
  p:first-of-type {
    font-weight: 600;
  }
  p:last-of-type {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

/** The bar under a table card: counts on one side, "Carregar mais" on the other. */
export const TableFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  align-items: center;
  justify-content: space-between;
  padding: ${(p) => `${p.theme.space(3)} ${p.theme.space(5)}`};
  border-top: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSizes.sm};
`;

/** A list with nothing to show: what is missing, then what to do about it, in a card. */
export function EmptyListCard({ title, hint }: { title: ReactNode; hint: ReactNode }) {
  return (
    <Card>
      <TableEmptyState>
        <p>{title}</p>
        <p>{hint}</p>
      </TableEmptyState>
    </Card>
  );
}

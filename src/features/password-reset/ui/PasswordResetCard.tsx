import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card, Logo } from '@/shared/ui';

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(6)};
  padding: ${(p) => p.theme.space(8)} ${(p) => p.theme.space(4)};
  background: ${(p) => p.theme.colors.background};
`;

const Box = styled(Card)`
  width: min(440px, 100%);
  padding: ${(p) => p.theme.space(7)} ${(p) => p.theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(6)};
  ${(p) => p.theme.mq.sm} {
    padding: ${(p) => p.theme.space(10)};
  }
  h1 {
    font-size: ${(p) => p.theme.fontSizes.xl};
    line-height: 1.2;
  }
  header p {
    margin-top: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

export interface PasswordResetCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The signed-out pages of "Esqueci minha senha": the brand's logo over one card, like the sign-in. */
export function PasswordResetCard({ title, description, children }: PasswordResetCardProps) {
  return (
    <Screen>
      <Logo height={36} />
      <Box aria-labelledby="password-reset-title">
        <header>
          <h1 id="password-reset-title">{title}</h1>
          {description && <p>{description}</p>}
        </header>
        {children}
      </Box>
    </Screen>
  );
}

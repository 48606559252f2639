import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Logo, SignedOutCard } from '@/shared/ui';

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
      <SignedOutCard aria-labelledby="password-reset-title">
        <header>
          <h1 id="password-reset-title">{title}</h1>
          {description && <p>{description}</p>}
        </header>
        {children}
      </SignedOutCard>
    </Screen>
  );
}

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Card } from './Card';
import { Logo } from './Logo';

const Screen = styled.main<{ embedded: boolean }>`
  min-height: ${(p) => (p.embedded ? 'auto' : '100%')};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(8)};
  padding: ${(p) => p.theme.space(p.embedded ? 10 : 6)} ${(p) => p.theme.space(4)};
`;

const Panel = styled(Card)`
  width: min(560px, 100%);
  padding: ${(p) => p.theme.space(10)} ${(p) => p.theme.space(6)};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(4)};
  text-align: center;
  ${(p) => p.theme.mq.sm} {
    padding: ${(p) => p.theme.space(12)} ${(p) => p.theme.space(12)};
  }
`;

const Illustration = styled.div`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primary};
`;

const Title = styled.h1`
  font-size: ${(p) => p.theme.fontSizes.xl};
  line-height: 1.25;
`;

const Description = styled.div`
  color: ${(p) => p.theme.colors.textMuted};
  max-width: 44ch;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(2)};
`;

export type StatusIcon = 'lock' | 'clock' | 'tools' | 'compass' | 'alert' | 'refresh' | 'crane';

const ICON_PATHS: Record<StatusIcon, ReactNode> = {
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  tools: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L4 16.8 7.2 20l5.3-5.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.4-.6-.6-2.4Z" />,
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5Z" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3 2 20h20Z" />
      <path d="M12 10v4M12 17v.5" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.5-4.5L4 8" />
      <path d="M4 3v5h5" />
      <path d="M4 13a8 8 0 0 0 14.5 4.5L20 16" />
      <path d="M20 21v-5h-5" />
    </>
  ),
  crane: (
    <>
      <path d="M4 21h16M7 21V4h2v17M9 5h10l-3 4M15 9v4" />
      <rect x="13" y="13" width="4" height="3" />
    </>
  ),
};

export interface StatusPageProps {
  icon: StatusIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** inside the shell: no logo, no full-height screen */
  embedded?: boolean;
  /** small label above the title (e.g. "Em construção") */
  eyebrow?: ReactNode;
}

/**
 * Full-page message for states outside the normal flow (expired session, maintenance, not found…):
 * an icon, a heading, an explanation and what the user can do next.
 */
export function StatusPage({ icon, title, children, actions, embedded = false, eyebrow }: StatusPageProps) {
  const body = (
    <Panel>
      <Illustration>
        <svg width="34" height="34" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          {ICON_PATHS[icon]}
        </svg>
      </Illustration>
      {eyebrow}
      <Title>{title}</Title>
      {children && <Description>{children}</Description>}
      {actions && <Actions>{actions}</Actions>}
    </Panel>
  );
  if (embedded) return <Screen as="div" embedded>{body}</Screen>;
  return (
    <Screen embedded={false}>
      <Logo height={36} />
      {body}
    </Screen>
  );
}

import styled from '@emotion/styled';
import { Card } from './Card';

/**
 * The card of the signed-out pages (sign-in, "Esqueci minha senha", new password): a narrow column
 * with its heading and a muted line under it.
 */
export const SignedOutCard = styled(Card)`
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

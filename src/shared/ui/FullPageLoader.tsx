import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Spinner } from './Spinner';

const Center = styled.div<{ inline: boolean }>`
  min-height: ${(p) => (p.inline ? '240px' : '100vh')};
  display: grid;
  place-items: center;
  color: ${(p) => p.theme.colors.primary};
`;

/** Centred spinner while a page or the app starts; `inline` fills only the content area. */
export function FullPageLoader({ inline = false }: { inline?: boolean }) {
  const intl = useIntl();
  return (
    <Center inline={inline}>
      <Spinner size={36} label={intl.formatMessage({ id: 'ui.loadingPage' })} />
    </Center>
  );
}

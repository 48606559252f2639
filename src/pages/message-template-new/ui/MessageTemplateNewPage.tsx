import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGE_TEMPLATE_CHANNELS, type MessageTemplateChannel } from '@/shared/config/messageTemplates';
import { Card, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { MessageTemplateForm } from '@/widgets/message-template-form';

const FormCard = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  max-width: 1080px;
  ${(p) => p.theme.mq.sm} {
    padding: ${(p) => p.theme.space(6)};
  }
`;

/** Nova mensagem: the form, starting on the channel the list was filtered by (`?canal=`). */
export function MessageTemplateNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [params] = useSearchParams();
  const channel = params.get('canal');
  const defaults = channel && (MESSAGE_TEMPLATE_CHANNELS as readonly string[]).includes(channel) ? { channel: channel as MessageTemplateChannel } : undefined;
  return (
    <AnalyticsPage texts="messageTemplateNew" back={<Link to="/configuracoes/mensagens">{intl.formatMessage({ id: 'messageTemplateNew.back' })}</Link>}>
      <FormCard>
        <MessageTemplateForm
          defaults={defaults}
          onSaved={(saved) => {
            snackbar.show(intl.formatMessage({ id: 'messageTemplateNew.created' }, { name: saved.name }), { severity: 'success' });
            navigate('/configuracoes/mensagens');
          }}
        />
      </FormCard>
    </AnalyticsPage>
  );
}

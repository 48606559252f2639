import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { usePageQuery } from '@/shared/api';
import { Card, EmptyListCard, useSnackbar } from '@/shared/ui';
import { AnalyticsPage } from '@/shared/ui/analytics-page';
import { MessageTemplateForm } from '@/widgets/message-template-form';
import { messageTemplateEditPage } from '../api/MessageTemplateEditPageQuery';

const FormCard = styled(Card)`
  padding: ${(p) => p.theme.space(5)};
  max-width: 1080px;
  ${(p) => p.theme.mq.sm} {
    padding: ${(p) => p.theme.space(6)};
  }
`;

function EditForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const data = usePageQuery(messageTemplateEditPage);
  if (!data.messageTemplate) {
    return <EmptyListCard title={<FormattedMessage id="messageTemplateEdit.notFound" />} hint={<FormattedMessage id="messageTemplateEdit.notFoundHint" />} />;
  }
  return (
    <FormCard>
      <MessageTemplateForm
        template={data.messageTemplate}
        onSaved={(saved) => {
          snackbar.show(intl.formatMessage({ id: 'messageTemplateEdit.saved' }, { name: saved.name }), { severity: 'success' });
          navigate('/configuracoes/mensagens');
        }}
      />
    </FormCard>
  );
}

/** Editar mensagem: the template's form, filled in. */
export function MessageTemplateEditPage() {
  const intl = useIntl();
  return (
    <AnalyticsPage texts="messageTemplateEdit" back={<Link to="/configuracoes/mensagens">{intl.formatMessage({ id: 'messageTemplateEdit.back' })}</Link>} skeleton={{ blocks: [520] }}>
      <EditForm />
    </AnalyticsPage>
  );
}

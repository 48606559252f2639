import styled from '@emotion/styled';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { MessageId } from '@/shared/i18n';
import { TERMS_TEXT_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH, termsToHtml } from '@/shared/lib/terms-markdown';
import { Button, Card, TextField, useConfirm, useSnackbar } from '@/shared/ui';
import { TermsPageQuery } from '../api/TermsPageQuery';
import { draftProblems } from '../model/termsList';
import type { TermsEditorSaveMutation } from './__generated__/TermsEditorSaveMutation.graphql';

const saveMutation = graphql`
  mutation TermsEditorSaveMutation($input: SaveTermsDraftInput!) {
    saveTermsDraft(input: $input) {
      termsVersion {
        id
        version
      }
    }
  }
`;

const Frame = styled(Card)`
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(5)};
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  h2 {
    font-size: ${(p) => p.theme.fontSizes.lg};
  }
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    h2,
    .hint,
    .title,
    .actions {
      grid-column: 1 / -1;
    }
  }
  .hint {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${(p) => p.theme.space(2)};
  }
  label {
    font-size: ${(p) => p.theme.fontSizes.sm};
    font-weight: 600;
  }
  textarea {
    width: 100%;
    min-height: 320px;
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radii.md};
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${(p) => p.theme.fontSizes.sm};
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
  .error {
    color: ${(p) => p.theme.colors.danger};
    font-size: ${(p) => p.theme.fontSizes.sm};
  }
`;

const Preview = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.neutralSoft};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  max-height: 360px;
  overflow: auto;
  overflow-wrap: anywhere;
  h2 {
    font-size: ${(p) => p.theme.fontSizes.md};
    margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(1)};
  }
  h3 {
    font-size: ${(p) => p.theme.fontSizes.sm};
    margin: ${(p) => p.theme.space(2)} 0 ${(p) => p.theme.space(1)};
  }
  p,
  ul {
    margin: ${(p) => p.theme.space(1)} 0;
  }
`;

/**
 * The terms as the public page shows them. The HTML comes from termsToHtml (every character escaped,
 * only the subset's own tags) or from the server, which also passes it through its sanitiser.
 */
export function TermsText({ html, label }: { html: string; label?: string }) {
  return <Preview role="document" aria-label={label} data-testid="terms-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

interface Draft {
  id: string;
  version: number;
  title: string;
  text: string;
}

/** A new draft, or a draft being changed: title, Markdown text and its live preview. */
export function TermsEditor({ draft, nextVersion, onClose }: { draft: Draft | null; nextVersion: number; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const environment = useRelayEnvironment();
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const [commit, saving] = useMutation<TermsEditorSaveMutation>(saveMutation);
  const [title, setTitle] = useState(draft?.title ?? t('terms.defaultTitle'));
  const [text, setText] = useState(draft?.text ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const textId = useId();
  const html = useMemo(() => termsToHtml(text), [text]);
  const problems = draftProblems(title, text, { title: TERMS_TITLE_MAX_LENGTH, text: TERMS_TEXT_MAX_LENGTH });
  const message = (problem: 'required' | 'tooLong' | undefined, max: number) => (touched && problem ? (problem === 'required' ? t('terms.editor.required') : t('terms.editor.tooLong', { max })) : undefined);
  const dirty = title !== (draft?.title ?? t('terms.defaultTitle')) || text !== (draft?.text ?? '');

  const save = () => {
    setTouched(true);
    if (problems.title || problems.text) return;
    setServerError(null);
    commit({
      variables: { input: { id: draft?.id ?? null, title, text } },
      onCompleted: (response, errors) => {
        if (errors?.length) return setServerError(errors[0].message);
        void fetchQuery(environment, TermsPageQuery, {}, { fetchPolicy: 'network-only' })
          .toPromise()
          .then(() => {
            snackbar.show(t('terms.editor.saved', { version: response.saveTermsDraft.termsVersion.version }), { severity: 'success' });
            onClose();
          });
      },
      onError: (error) => setServerError(error.message),
    });
  };

  const cancel = async () => {
    if (dirty && !(await confirm({ title: t('terms.editor.discardTitle'), message: t('terms.editor.discardMessage'), confirmLabel: t('terms.editor.discard'), cancelLabel: t('terms.editor.keep') }))) return;
    onClose();
  };

  const titleError = message(problems.title, TERMS_TITLE_MAX_LENGTH);
  const textError = message(problems.text, TERMS_TEXT_MAX_LENGTH);
  return (
    <Frame as="section" aria-labelledby="terms-editor">
      <h2 id="terms-editor">{draft ? t('terms.editor.editTitle', { version: draft.version }) : t('terms.editor.newTitle', { version: nextVersion })}</h2>
      <p className="hint">{t('terms.editor.hint')}</p>
      <div className="title">
        <TextField label={t('terms.editor.title')} value={title} maxLength={TERMS_TITLE_MAX_LENGTH + 1} onChange={(e) => setTitle(e.target.value)} error={titleError} />
      </div>
      <div>
        <label htmlFor={textId}>{t('terms.editor.text')}</label>
        <textarea
          id={textId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={textError ? 'true' : undefined}
          aria-describedby={textError ? `${textId}-error` : undefined}
          placeholder={t('terms.editor.placeholder')}
        />
        {textError && (
          <p className="error" id={`${textId}-error`}>
            {textError}
          </p>
        )}
      </div>
      <div>
        <span style={{ fontSize: 14, fontWeight: 600 }}>{t('terms.editor.preview')}</span>
        <TermsText html={html || `<p>${t('terms.editor.previewEmpty')}</p>`} label={t('terms.editor.preview')} />
      </div>
      {serverError && (
        <p className="error" role="alert" style={{ gridColumn: '1 / -1' }}>
          {serverError}
        </p>
      )}
      <div className="actions">
        <Button variant="secondary" onClick={() => void cancel()} disabled={saving}>
          {t('terms.editor.cancel')}
        </Button>
        <Button onClick={save} loading={saving}>
          {t('terms.editor.save')}
        </Button>
      </div>
    </Frame>
  );
}

import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonVariant } from '../Button';

/** How long "Copiado!" stays after a copy (spec §9: copy feedback 2000 ms). */
export const COPY_FEEDBACK_MS = 2000;

/** Copies `text` to the clipboard; falls back to a hidden textarea where the Clipboard API is missing or refused. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Insecure origin or denied permission: the legacy path below still works in most browsers.
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  textarea.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
`;

const Feedback = styled.span<{ failed: boolean }>`
  font-size: ${(p) => p.theme.fontSizes.sm};
  font-weight: 600;
  color: ${(p) => (p.failed ? p.theme.colors.danger : p.theme.colors.primary)};
`;

function CopyIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

export interface CopyButtonProps {
  text: string;
  /** accessible name and visible text; defaults to "Copiar" */
  label?: string;
  /** icon only: the label stays as the accessible name */
  iconOnly?: boolean;
  variant?: ButtonVariant;
  onCopied?: () => void;
}

/** Copies a text (a code, a link, a database name) and confirms with "Copiado!" for 2 s. */
export function CopyButton({ text, label, iconOnly = false, variant = 'secondary', onCopied }: CopyButtonProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const name = label ?? intl.formatMessage({ id: 'ui.copy' });
  const copy = async () => {
    const copied = await copyToClipboard(text);
    window.clearTimeout(timer.current);
    setStatus(copied ? 'copied' : 'failed');
    if (copied) onCopied?.();
    timer.current = window.setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
  };

  return (
    <Wrapper>
      <Button variant={variant} onClick={copy} aria-label={iconOnly ? name : undefined} icon={<CopyIcon />}>
        {iconOnly ? null : name}
      </Button>
      {/* Announced politely; empty when idle so the next copy is announced again. */}
      <Feedback role="status" failed={status === 'failed'}>
        {status === 'copied' && intl.formatMessage({ id: 'ui.copy.done' })}
        {status === 'failed' && intl.formatMessage({ id: 'ui.copy.failed' })}
      </Feedback>
    </Wrapper>
  );
}

import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

const Wrapper = styled.span`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: 50%;
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
  line-height: 1;
  cursor: help;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Bubble = styled.span`
  position: absolute;
  z-index: 20;
  top: calc(100% + 6px);
  right: -8px;
  width: max-content;
  max-width: 280px;
  padding: ${(p) => `${p.theme.space(2)} ${p.theme.space(3)}`};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.text};
  color: ${(p) => p.theme.colors.surface};
  font-size: ${(p) => p.theme.fontSizes.xs};
  font-weight: 400;
  line-height: 1.45;
  text-align: left;
  box-shadow: ${(p) => p.theme.shadows.raised};
`;

/**
 * An "i" button whose text (how a figure is computed) shows on hover and keyboard focus; the text
 * is also the button's description, so screen readers announce it without opening anything.
 */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <Wrapper onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Trigger
        type="button"
        aria-label={intl.formatMessage({ id: 'metric.howComputed' }, { label })}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        onClick={() => setOpen((value) => !value)}
      >
        i
      </Trigger>
      <Bubble id={id} role="tooltip" hidden={!open}>
        {text}
      </Bubble>
    </Wrapper>
  );
}

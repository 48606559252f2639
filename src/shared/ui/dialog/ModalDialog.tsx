import styled from '@emotion/styled';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
import { raisedSurface } from './raisedSurface';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${(p) => p.theme.space(4)};
  background: rgba(15, 23, 42, 0.45);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 440px;
  /* a long form scrolls inside the dialog; the title and the actions stay in view */
  max-height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(6)};
  ${(p) => raisedSurface(p.theme)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSizes.lg};
  font-weight: 700;
`;

const Description = styled.div`
  font-size: ${(p) => p.theme.fontSizes.sm};
  color: ${(p) => p.theme.colors.textMuted};
  line-height: 1.5;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  min-height: 0;
  overflow-y: auto;
  /* room for the fields' focus rings, which the scrolling box would cut */
  margin: 0 -${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(2)};
`;

export interface ModalDialogProps {
  open: boolean;
  /** 'alertdialog' for dialogs that interrupt and demand an answer */
  role?: 'dialog' | 'alertdialog';
  title: ReactNode;
  description?: ReactNode;
  /** content between the description and the actions (e.g. an error) */
  children?: ReactNode;
  actions: ReactNode;
  onEscape: () => void;
  initialFocusRef?: RefObject<HTMLElement>;
}

/** Modal frame shared by the kit's dialogs: portal, backdrop, focus trap, Esc and labelled title. */
export function ModalDialog({ open, ...props }: ModalDialogProps) {
  if (!open) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({ role = 'dialog', title, description, children, actions, onEscape, initialFocusRef }: Omit<ModalDialogProps, 'open'>) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, { initialFocusRef, onEscape });
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <Backdrop>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <Title id={titleId}>{title}</Title>
        <Body>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
        </Body>
        <Actions>{actions}</Actions>
      </Panel>
    </Backdrop>
  );
}

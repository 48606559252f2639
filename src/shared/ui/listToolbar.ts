import styled from '@emotion/styled';

/**
 * The toolbar over a list page's table: its filters on the left (wrapping, labels above), its buttons
 * (export, new…) on the right, and everything on its own line on a phone. One definition for the list
 * pages (segments, price ranges, message templates, coupons, WhatsApp flows).
 */
export const ListToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
`;

/** The filters of a ListToolbar; `$basis` is the width they ask before the buttons wrap below them. */
export const ListControls = styled.div<{ $basis?: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(3)};
  flex: 1 1 ${(p) => p.$basis ?? 480}px;
  > * {
    min-width: 0;
  }
`;

/** The buttons of a ListToolbar. */
export const ListButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

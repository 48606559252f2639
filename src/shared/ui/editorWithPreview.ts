import styled from '@emotion/styled';

/**
 * A message editor beside its phone preview (SMS, push): one column on phones, the form and a 300 px
 * preview from the md breakpoint.
 */
export const EditorWithPreview = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => p.theme.mq.md} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

/** The editor's column of fields. */
export const EditorColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(4)};
  min-width: 0;
`;

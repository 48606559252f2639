export { COPY_FEEDBACK_MS, CopyButton, copyToClipboard } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';

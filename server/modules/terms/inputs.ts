import { nullable, object, optional } from 'superstruct';
import { globalId, requiredText } from '../../validation';
import { TERMS_TEXT_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH } from '../../../src/shared/lib/terms-markdown';

export const saveDraftArgs = object({
  input: object({ id: optional(nullable(globalId())), title: requiredText(TERMS_TITLE_MAX_LENGTH), text: requiredText(TERMS_TEXT_MAX_LENGTH) }),
});

export const versionArgs = object({ input: object({ id: globalId() }) });


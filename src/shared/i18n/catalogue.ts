/**
 * A slice's catalogue as the code reads it: id → pt-BR ICU text. (In the bundle the webpack loader
 * has already compiled each text to its ICU AST; react-intl takes either.)
 */
export type Messages = Readonly<Record<string, string>>;

/** A catalogue handed to react-intl, which types it as the whole product's (each scope holds part of it). */
export const asProvided = (messages: Messages) => messages as Record<MessageId, string>;

/**
 * Every message id of the product: the union of every slice's catalogue, declared once by the app
 * layer (src/app/i18n) through react-intl's `FormatjsIntl.Message` augmentation. A missing or
 * misspelt id is a type error wherever it is written.
 */
export type MessageId = FormatjsIntl.Message extends { ids: infer Id } ? Id : never;

/**
 * pt-BR texts of the emoji text area (shared/ui/emoji-text-area). Not in the first load: the part puts them in scope itself
 * (MessagesScope around its view), so they come with the chunks that show it (README "Texts").
 */
export const messages = {
  'ui.emojiTextArea.counter': '{used}/{max}',
  'ui.emojiTextArea.counterDescription': '{used} de {max} caracteres usados',
  'ui.emojiTextArea.openPicker': 'Inserir emoji',
  'ui.emojiTextArea.picker': 'Emojis',
  'ui.emojiTextArea.tooLong': 'Não é possível inserir emojis devido ao tamanho limite do campo.',
};

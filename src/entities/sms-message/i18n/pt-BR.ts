/** pt-BR texts of the SMS editor pieces (entities/sms-message; README "Message templates"). */
export const messages = {
  'smsMessage.variables': 'Inserir variável',
  'smsMessage.variablesHint': 'A variável entra onde está o cursor e conta pelo seu tamanho máximo.',
  'smsMessage.insertVariable': 'Inserir {label} ({size, plural, one {# caractere} other {# caracteres}})',
  'smsMessage.withoutAccents': 'Enviar sem acentos',
  'smsMessage.withoutAccentsHint': 'Troca ã por a, ç por c, é por e… para caber em 160 caracteres por crédito em vez de 70.',
  'smsMessage.saving': '{before, plural, one {# crédito} other {# créditos}} → {after, plural, one {# crédito} other {# créditos}} por mensagem',
  'smsMessage.noSaving': 'Sem economia: a mensagem já custa {after, plural, one {# crédito} other {# créditos}}.',
  'smsMessage.stillSpecial': 'Continuam fora do alfabeto básico: {characters}. A mensagem segue com 70 caracteres por crédito.',
  'smsMessage.credits': '{credits, plural, =0 {Nenhum crédito} one {# crédito} other {# créditos}} por mensagem',
  'smsMessage.characters': '{characters, plural, one {# caractere} other {# caracteres}} com as variáveis no tamanho máximo',
  'smsMessage.perCredit': '{parts, plural, one {1 SMS de até {perCredit} caracteres} other {# partes de até {perCredit} caracteres}}',
  'smsMessage.alphabetBasic': 'Alfabeto básico (GSM-7)',
  'smsMessage.alphabetSpecial': 'Caracteres especiais: 70 por crédito',
  'smsMessage.creditsTip':
    'Créditos = caracteres ÷ limite, arredondado para cima. Limite: 160 no alfabeto básico (153 por parte quando a mensagem é dividida) e 70 com acentos, cedilha ou emojis (67 por parte). Cada variável conta pelo seu tamanho máximo; € e os caracteres ~ ^ | \\ [ ] e chaves contam 2.',
  'smsMessage.preview': 'Prévia no celular',
  'smsMessage.previewNote': 'Exemplo com os dados de uma cliente fictícia.',
  'smsMessage.previewEmpty': 'A mensagem aparece aqui.',
  'smsMessage.sender': 'Clube',
  'smsMessage.now': 'agora',
};

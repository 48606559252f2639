import { describe, expect, it } from '@jest/globals';
import { emailsError, parseEmails } from './recipients';

describe('report recipients', () => {
  it('splits recipients on commas, semicolons and spaces', () => {
    expect(parseEmails(' a@b.com.br, c@d.com;e@f.com\ng@h.com ')).toEqual(['a@b.com.br', 'c@d.com', 'e@f.com', 'g@h.com']);
  });

  it('asks for at least one valid, distinct address and at most 10', () => {
    expect(emailsError('  ')).toEqual({ id: 'ui.required' });
    expect(emailsError('gerente@bompreco')).toEqual({ id: 'export.emailsInvalid', email: 'gerente@bompreco' });
    expect(emailsError('a@b.com, A@b.com')).toEqual({ id: 'export.emailsRepeated', email: 'A@b.com' });
    expect(emailsError(Array.from({ length: 11 }, (_, i) => `p${i}@b.com`).join(','))).toEqual({ id: 'export.emailsTooMany' });
    expect(emailsError('gerente@bompreco.com.br, analista@bompreco.com.br')).toBeNull();
  });
});

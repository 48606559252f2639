import { describe, expect, it } from '@jest/globals';
import { searchProblem } from './searchText';

describe('what the customer search can look for', () => {
  it.each(['529.982.247-25', '52998224725', '11.222.333/0001-81', '(71) 98765-4321', '+55 71 3333-4444', 'maria@exemplo.com', 'Maria', 'jo silva'])('searches %j', (text) => {
    expect(searchProblem(text)).toBeNull();
  });

  it.each([
    ['jo', 'tooShort'],
    ['a b', 'tooShort'],
    ['123.456', 'badNumber'],
    ['x'.repeat(121), 'tooLong'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(searchProblem(text)).toBe(problem);
  });
});

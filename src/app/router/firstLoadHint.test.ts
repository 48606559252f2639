import { describe, expect, it, jest } from '@jest/globals';
import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { firstLoadSignedInHint } from './buildRoutes';
import { RouteQueryRefs } from './routeQueries';

describe('the first navigation of a page served with a session cookie starts its query early', () => {
  const docWith = (content: string | null) => {
    const doc = document.implementation.createHTMLDocument('x');
    if (content !== null) {
      const meta = doc.createElement('meta');
      meta.name = 'session-hint';
      meta.content = content;
      doc.head.append(meta);
    }
    return doc;
  };

  it('answers yes once, for the first navigation only', () => {
    const hint = firstLoadSignedInHint(docWith('signed-in'));
    expect(hint()).toBe(true);
    expect(hint()).toBe(false);
  });

  it('answers no without the server’s mark (signed out, or a development build)', () => {
    expect(firstLoadSignedInHint(docWith(null))()).toBe(false);
    expect(firstLoadSignedInHint(docWith('other'))()).toBe(false);
    expect(firstLoadSignedInHint(undefined)()).toBe(false);
  });

  it('a query started for a navigation the guard refused is released, and a later one is kept', () => {
    const refs = new RouteQueryRefs();
    const ref = () => ({ dispose: jest.fn() }) as unknown as PreloadedQuery<OperationType>;
    const early = refs.replace('home', ref);
    refs.discard('home', early);
    expect(early.dispose).toHaveBeenCalledTimes(1);
    const next = refs.replace('home', ref);
    const later = refs.replace('home', ref);
    expect(next.dispose).toHaveBeenCalledTimes(1);
    refs.discard('home', next);
    expect(later.dispose).not.toHaveBeenCalled();
  });
});

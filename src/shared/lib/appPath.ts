/**
 * An address inside the app ("/clube/dashboard?x=1"), never another site: `//evil.example`,
 * `/\evil.example` and `https://…` are refused. One rule for the client (post-login redirect) and the
 * server (the route a support request names).
 */
export function isSafeAppPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') && !/[\u0000-\u001f\u007f]/.test(path);
}

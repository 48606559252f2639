import { redirectDocument, replace } from 'react-router-dom';
import {
  expectedRecoveryDate,
  loadAppConfig,
  redirectAfterLogin,
  resolveLoginTarget,
  type AppConfig,
} from '@/entities/session';
import { LOGIN_ERROR_PARAM } from '@/pages/login';
import type { RouteDef } from '@/shared/config';
import { resetPageStates } from '@/shared/lib/page-state';
import { decideNavigation, findCatalogueRoute, type NavigationDecision } from './decideNavigation';
import type { SessionController, SessionViewer } from '../session/sessionController';
import { toAccessSubject } from '../session/sessionController';

/** Query parameter through which a sign-on hands the one-time code back to the app. */
export const AUTH_CODE_PARAM = 'auth_code';

export type GuardOutcome =
  | { kind: 'allow'; route: RouteDef; viewer: SessionViewer | null }
  /** a redirect Response for the loader to throw */
  | { kind: 'redirect'; response: Response };

export interface RouteGuardDeps {
  session: SessionController;
  /** product name for the page title ("<page> | <brand>") */
  brandName: () => string;
  /** records a route access; never awaited */
  track: (route: string, genericRoute: string) => void;
  loadConfig?: () => Promise<AppConfig>;
  origin?: () => string;
  setTitle?: (title: string) => void;
  /** resets the page families' client state (guard step 9); defaults to the app's Recoil registry */
  resetPageStates?: () => void;
}

/**
 * The effectful half of the route guard: gathers what `decideNavigation` needs (session, config,
 * storage), carries its decision out, and runs once per navigation however many loaders ask —
 * the root loader throws its redirects, page loaders wait for it before starting their queries
 * (a signed-out visitor must not fire page queries the server would refuse).
 */
export class RouteGuard {
  private readonly outcomes = new WeakMap<Request, Promise<GuardOutcome>>();
  /** the last page shown, for "arriving at /expired-session from another page" */
  private previous: { path: string; route: RouteDef } | null = null;

  constructor(private readonly deps: RouteGuardDeps) {}

  run(request: Request): Promise<GuardOutcome> {
    let outcome = this.outcomes.get(request);
    if (!outcome) {
      outcome = this.evaluate(new URL(request.url));
      this.outcomes.set(request, outcome);
    }
    return outcome;
  }

  private async evaluate(url: URL): Promise<GuardOutcome> {
    const { session } = this.deps;
    const authCode = url.searchParams.get(AUTH_CODE_PARAM);
    const params = new URLSearchParams(url.search);
    params.delete(AUTH_CODE_PARAM);
    const rest = params.toString();
    const search = rest ? `?${rest}` : '';
    const route = findCatalogueRoute(url.pathname);

    // Public pages never wait for the server: /maintenance and /expired-session must render
    // precisely when the server cannot answer.
    const needsSession = Boolean(authCode) || (route !== null && route.access !== 'public');
    // the session and the app config travel side by side (one round trip fewer before the page's
    // query starts: Lighthouse mobile LCP, issue 14 §6)
    const pendingConfig = route?.access === 'private' || authCode ? this.config() : null;
    pendingConfig?.catch(() => undefined);
    const viewer = needsSession ? await session.loadViewer() : session.peek();
    const config = pendingConfig ? await pendingConfig : null;

    const input = {
      pathname: url.pathname,
      search,
      route,
      subject: viewer ? toAccessSubject(viewer) : null,
      authCode,
      rememberedPath: redirectAfterLogin.get(),
      previous: this.previous,
      maintenance: Boolean(config?.maintenance),
      maintenanceLists: viewer?.maintenance ?? null,
    };
    let decision = decideNavigation(input);

    if (decision.type === 'exchange-auth-code') {
      let signedIn: SessionViewer | null = null;
      try {
        signedIn = await session.loginWithAuthCode(decision.authCode);
      } catch {
        signedIn = null;
      }
      if (!signedIn) return this.loginFailed(config);
      decision = decideNavigation({ ...input, subject: toAccessSubject(signedIn), signedInNow: true });
      return this.carryOut(decision, url, signedIn, config);
    }
    return this.carryOut(decision, url, viewer, config);
  }

  private carryOut(decision: NavigationDecision, url: URL, viewer: SessionViewer | null, config: AppConfig | null): GuardOutcome {
    switch (decision.type) {
      case 'redirect':
        if (decision.forgetRemembered) redirectAfterLogin.clear();
        if (decision.to === '/maintenance' && config?.maintenance) {
          expectedRecoveryDate.set(config.maintenance.expected_recovery_date || null);
        }
        return { kind: 'redirect', response: replace(decision.to) };
      case 'login':
        redirectAfterLogin.set(decision.remember);
        return this.toLogin(config);
      case 'allow': {
        if (decision.remember) redirectAfterLogin.set(decision.remember);
        const path = `${url.pathname}${url.search}`;
        // Step 9: entering another page starts its families' state afresh (a query change on the
        // same page, e.g. a search in the address, keeps it).
        if (this.previous && this.previous.route.id !== decision.route.id) (this.deps.resetPageStates ?? resetPageStates)();
        this.previous = { path, route: decision.route };
        this.setTitle(`${decision.route.title} | ${this.deps.brandName()}`);
        if (decision.track) this.deps.track(path, decision.route.path);
        return { kind: 'allow', route: decision.route, viewer };
      }
      default:
        // 'exchange-auth-code' is handled before carrying out
        throw new Error(`Unexpected navigation decision: ${decision.type}`);
    }
  }

  /** The code was refused or expired: start over at the login, saying why when it is ours. */
  private loginFailed(config: AppConfig | null): GuardOutcome {
    this.deps.session.invalidate();
    return this.toLogin(config, true);
  }

  private toLogin(config: AppConfig | null, failed = false): GuardOutcome {
    const target = resolveLoginTarget(config?.loginUrl, this.origin());
    if (target.kind === 'external') return { kind: 'redirect', response: redirectDocument(target.url) };
    const path = failed ? `${target.path}${target.path.includes('?') ? '&' : '?'}${LOGIN_ERROR_PARAM}=1` : target.path;
    return { kind: 'redirect', response: replace(path) };
  }

  private config(): Promise<AppConfig> {
    return (this.deps.loadConfig ?? loadAppConfig)();
  }

  private origin(): string {
    return this.deps.origin?.() ?? window.location.origin;
  }

  private setTitle(title: string): void {
    if (this.deps.setTitle) this.deps.setTitle(title);
    else document.title = title;
  }
}

import { commitMutation, fetchQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable, type IEnvironment } from 'relay-runtime';
import { sessionUserStore, type SessionUser } from '@/entities/session';
import { withLocalModules } from '@/features/module-selector';
import { SessionExpiredError } from '@/shared/api';
import type { AccessSubject } from '@/shared/config';
import type { AppLoginMutation as AppLoginMutationType } from './__generated__/AppLoginMutation.graphql';
import type { AppSessionQuery as AppSessionQueryType } from './__generated__/AppSessionQuery.graphql';
import { AppSessionQuery } from './AppSessionQuery';

/** The signed-in person as the guard sees them. */
export type SessionViewer = NonNullable<AppSessionQueryType['response']['viewer']>;

/** The viewer fields the access rules read; both the guard's and the shell's queries select them. */
export interface ViewerAccessFields {
  user: Omit<AccessSubject['user'], 'pages'>;
  account: AccessSubject['account'] & { _id: string };
  permissions: readonly string[];
  franchiseePermissions?: AccessSubject['franchiseePermissions'];
}

/**
 * The access-rule subject of a viewer: the permissions in force stand for the user's pages. A
 * platform admin's local module override (module selector, session storage) replaces the account's
 * modules here; it only shapes the admin's view, since the server still enforces the real modules.
 */
export function toAccessSubject(viewer: ViewerAccessFields): AccessSubject {
  return withLocalModules(
    {
      user: { ...viewer.user, pages: viewer.permissions },
      account: viewer.account,
      franchiseePermissions: viewer.franchiseePermissions,
    },
    viewer.account._id,
  );
}

/**
 * Owns "who is signed in" for the router: loads the viewer once and serves it from memory on
 * every later navigation, until a login (or an expired session) invalidates it. Logout and client
 * switch reload the page, which starts a fresh controller.
 */
export class SessionController {
  private pending: Promise<SessionViewer | null> | null = null;
  private current: SessionViewer | null = null;
  private retention: Disposable | null = null;

  constructor(private readonly environment: IEnvironment) {}

  /** The viewer, fetched on first call and cached; null when nobody is signed in. */
  loadViewer(): Promise<SessionViewer | null> {
    this.pending ??= fetchQuery<AppSessionQueryType>(this.environment, AppSessionQuery, {}, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        this.current = data?.viewer ?? null;
        // Keep the viewer's records in the Relay store for the shell's fragments: without a
        // retain, the store may collect them as soon as this request settles.
        this.retention?.dispose();
        this.retention = this.environment.retain(createOperationDescriptor(getRequest(AppSessionQuery), {}));
        return this.current;
      })
      .catch((error: unknown) => {
        this.pending = null;
        // An expired session is nobody signed in: the network layer has already sent the user to
        // /expired-session, and from there /login must open instead of failing on this error.
        if (error instanceof SessionExpiredError) return null;
        throw error;
      });
    return this.pending;
  }

  /** The viewer already loaded, without asking the server. */
  peek(): SessionViewer | null {
    return this.current;
  }

  /** The account the session acts in, for the network layer's `accountid` header. */
  accountId(): string | null {
    return this.current?.account._id ?? null;
  }

  /** Forgets the cached viewer: the next navigation asks the server again. */
  invalidate(): void {
    this.pending = null;
    this.current = null;
    this.retention?.dispose();
    this.retention = null;
  }

  /**
   * Exchanges a one-time auth code for a session (the server sets the cookies), records the user
   * for this tab, and reloads the viewer.
   */
  async loginWithAuthCode(authCode: string): Promise<SessionViewer | null> {
    // only a sign-in through an auth code needs it: not part of the first load (bench:bundle)
    const { AppLoginMutation } = await import(/* webpackChunkName: "auth-code-login" */ './AppLoginMutation');
    const payload = await new Promise<AppLoginMutationType['response']>((resolve, reject) => {
      commitMutation<AppLoginMutationType>(this.environment, {
        mutation: AppLoginMutation,
        variables: { authCode },
        onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0].message)) : resolve(response)),
        onError: reject,
      });
    });
    const { user, account, ecommerceFlag, useCatalogFlag, cbmFlag } = payload.loginWithAuthCode;
    const sessionUser: SessionUser = {
      id: user.id,
      name: user.name,
      accountId: account.id,
      accountName: account.name,
      ecommerceFlag,
      useCatalogFlag,
      cbmFlag,
    };
    sessionUserStore.set(sessionUser);
    this.invalidate();
    return this.loadViewer();
  }

  /** The session ended on the server (expired, refused): forget it on this side too. */
  expire(): void {
    this.invalidate();
  }
}

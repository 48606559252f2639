import { object, string, size } from 'superstruct';
import { PUBLIC, SESSION, canOpen, requireViewer } from '../access/control';
import { idOf, toGlobalId } from '../access/globalId';
import { maskEmail, seesPersonalData } from '../access/pii';
import type { Viewer } from '../access/context';
import { brandLogoSvg, findBrandByKey, isLogoKind } from '../modules/accounts/brandLogos';
import { formatAddress, getUnit, listUnits, updateUnit, type UnitRow } from '../modules/units/service';
import { getAccountUser, listAccountUsers, updateAccountUser, type UserRow } from '../modules/users/service';
import { NotFoundError } from '../errors';
import { updateUnitArgs } from '../modules/units/resolvers';
import { updateUserArgs } from '../modules/users/resolvers';
import { email, listArgs, validate } from '../validation';
import { registerIngestRoutes } from '../modules/ingestion/routes';
import { HttpError, RestRouter } from './router';
import { registerJobRoutes } from '../modules/jobs/rest';

/** REST views of records use the same opaque ids as GraphQL. */
function unitJson(unit: UnitRow) {
  return {
    id: toGlobalId('Unit', unit.id),
    id_erp: unit.id_erp,
    name: unit.name,
    cnpj: unit.cnpj,
    active: unit.active,
    address: formatAddress(unit.address_components),
    address_components: unit.address_components,
    location: unit.latitude != null && unit.longitude != null ? { type: 'Point', coordinates: [unit.longitude, unit.latitude] } : null,
    office_hours: unit.office_hours,
    contact: unit.contact,
  };
}

function userJson(user: UserRow, viewer: Viewer) {
  const visible = viewer.user.id === user.id || seesPersonalData(viewer);
  return {
    id: toGlobalId('User', user.id),
    name: user.name,
    email: visible ? user.email : maskEmail(user.email),
    pages: user.pages,
    admin: user.admin,
    active: user.active,
    has_pii_access: user.has_pii_access,
    has_pii_employees_access: user.has_pii_employees_access,
    has_pii_download_data_permission: user.has_pii_download_data_permission,
  };
}

const pageArgs = (query: URLSearchParams) =>
  validate(listArgs(), {
    first: query.get('first') ? Number(query.get('first')) : null,
    after: query.get('after'),
    search: query.get('search'),
  });

/** A JSON object body, or a clear refusal (arrays, strings and null are not records). */
function bodyObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'invalid_input', 'Corpo da requisição inválido: envie um objeto JSON.');
  }
  return body as Record<string, unknown>;
}

const loginBody = object({ email: email(), password: size(string(), 1, 200) });

export function buildRestRouter(): RestRouter {
  return registerIngestRoutes(registerJobRoutes(
    new RestRouter()
      .on('GET', '/api/config', PUBLIC, async ({ ctx }) => ({
        loginUrl: ctx.config.loginUrl,
        maintenance: ctx.config.maintenanceUntil ? { expected_recovery_date: ctx.config.maintenanceUntil } : null,
      }))
      .on('POST', '/api/auth/login', PUBLIC, async ({ ctx, body }) => {
        const { email: address, password } = validate(loginBody, body);
        const result = await ctx.services.sessions.passwordLogin(address, password, ctx.request.ip);
        if (!result) throw new HttpError(401, 'invalid_credentials', 'E-mail ou senha inválidos');
        return { auth_code: result.authCode };
      })
      // White-label logo sets (public: the login page and e-mails show them before any session).
      .on('GET', '/api/brand/:accountKey/:file', PUBLIC, async ({ ctx, params }) => {
        const kind = /^logo-(\w+)\.svg$/.exec(params.file)?.[1] ?? '';
        const account = isLogoKind(kind) ? await findBrandByKey(ctx.services.db, params.accountKey) : null;
        if (!account || !isLogoKind(kind)) throw new NotFoundError('Logotipo não encontrado.');
        return {
          text: brandLogoSvg(kind, account),
          // the URL carries the brand's fingerprint (?v=), so a day of caching never shows a stale logo
          headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
        };
      })
      // Stores of the session's account.
      .on('GET', '/api/units', SESSION, async ({ ctx, query }) => {
        const viewer = requireViewer(ctx);
        const page = await listUnits(ctx.services.db, viewer.account.id, pageArgs(query));
        return { total: page.totalCount, next_cursor: page.hasNextPage ? page.items.at(-1)?.cursor : null, units: page.items.map((i) => unitJson(i.node)) };
      })
      .on('GET', '/api/units/:id', SESSION, async ({ ctx, params }) => {
        const unit = await getUnit(ctx.services.db, requireViewer(ctx).account.id, idOf(params.id, 'Unit'));
        if (!unit) throw new NotFoundError('Loja não encontrada.');
        return unitJson(unit);
      })
      .on('PUT', '/api/units/:id', canOpen('configuracoes.units'), async ({ ctx, params, body }) => {
        const viewer = requireViewer(ctx);
        const { input } = validate(updateUnitArgs, { input: { ...bodyObject(body), id: params.id } });
        const unit = await updateUnit(ctx.services.db, ctx.services.ch, viewer.account.id, idOf(input.id, 'Unit'), {
          name: input.name?.trim(),
          active: input.active,
          office_hours: input.office_hours ?? undefined,
          contact: input.contact ?? undefined,
        });
        if (!unit) throw new NotFoundError('Loja não encontrada.');
        return unitJson(unit);
      })
      // Users of the session's account (spec §7: list, get by id with pages, edit by id).
      .on('GET', '/api/users', canOpen('usuarios'), async ({ ctx, query }) => {
        const viewer = requireViewer(ctx);
        const page = await listAccountUsers(ctx.services.db, viewer.account.id, pageArgs(query));
        return { total: page.totalCount, next_cursor: page.hasNextPage ? page.items.at(-1)?.cursor : null, users: page.items.map((i) => userJson(i.node, viewer)) };
      })
      .on('GET', '/api/users/:id', canOpen('usuarios'), async ({ ctx, params }) => {
        const viewer = requireViewer(ctx);
        const user = await getAccountUser(ctx.services.db, viewer.account.id, idOf(params.id, 'User'));
        if (!user) throw new NotFoundError('Usuário não encontrado.');
        return userJson(user, viewer);
      })
      .on('PUT', '/api/users/:id', canOpen('usuarios'), async ({ ctx, params, body }) => {
        const viewer = requireViewer(ctx);
        const { input } = validate(updateUserArgs, { input: { ...bodyObject(body), id: params.id } });
        const { id, ...patch } = input;
        const user = await updateAccountUser(ctx.services.db, viewer, idOf(id, 'User'), { ...patch, name: patch.name?.trim() });
        if (!user) throw new NotFoundError('Usuário não encontrado.');
        return userJson(user, viewer);
      }),
  ));
}

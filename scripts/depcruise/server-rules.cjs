/**
 * Server boundary rules (server/modules/<domain>, README "Server modules"), included by
 * .dependency-cruiser.cjs: a module reaches another module only through its index.ts (public API), never
 * its resolvers, service or SQL; code outside the modules (platform, scripts, benches, seeds) does the
 * same; only the generated module list imports a module's module.ts.
 */
module.exports = [
  {
    name: 'server-module-public-api',
    severity: 'error',
    comment: 'another module is reached only through its index.ts',
    from: { path: '^server/modules/([^/]+)/' },
    to: { path: '^server/modules/[^/]+/.+', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
  },
  {
    name: 'server-module-public-api-from-outside',
    severity: 'error',
    comment: 'code outside server/modules reaches a module only through its index.ts',
    from: { path: '^(server|scripts|bench)/', pathNot: '^server/modules/' },
    to: { path: '^server/modules/[^/]+/.+', pathNot: '^server/modules/[^/]+/index\\.ts$' },
  },
  {
    name: 'server-module-list',
    severity: 'error',
    comment: "a module's module.ts is wired by the generated list only (npm run codegen)",
    from: { path: '^server/', pathNot: '^server/modules/(modules\\.generated\\.ts|[^/]+/module\\.ts)$' },
    to: { path: '^server/modules/[^/]+/module\\.ts$' },
  },
  {
    name: 'server-modules-not-from-client',
    severity: 'error',
    comment: 'the SPA never imports server code',
    from: { path: '^src/' },
    to: { path: '^server/' },
  },
];

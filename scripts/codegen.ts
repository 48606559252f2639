/**
 * `npm run codegen`: composes the root schema.graphql from server/graphql/base.graphql and the modules'
 * SDL, writes the module list the registry wires (server/modules/modules.generated.ts) — both committed,
 * and checked to be current by server/modules/registry.test.ts — and generates the server's resolver
 * types from the schema (schema-first: the schema is the contract, resolvers are typed from it; that
 * output is git-ignored and rebuilt before type checking and tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { buildSchema, parse, printSchema } from 'graphql';
import { composeSchemaSdl, MODULES_FILE, modulesFileText } from '../server/modules/sdl';

const root = path.resolve(__dirname, '..');
const output = path.join(root, 'server/graphql/resolvers-types.ts');

/** `--check` (npm test, CI): a committed file the modules would change is an error, not a rewrite. */
const CHECK = process.argv.includes('--check');

/** Writes a file only when its text changes (watchers and make-like tools see no churn). */
function writeIfChanged(file: string, text: string) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  if (CHECK) {
    console.error(`codegen --check: ${path.relative(root, file)} is not what server/modules say; run \`npm run codegen\` and commit it.`);
    process.exit(1);
  }
  fs.writeFileSync(file, text);
  console.log(`codegen: wrote ${path.relative(root, file)}`);
}

async function main() {
  const sdl = composeSchemaSdl();
  writeIfChanged(path.join(root, 'schema.graphql'), sdl);
  writeIfChanged(MODULES_FILE, modulesFileText());
  const schema = buildSchema(sdl);
  const code = await codegen({
    filename: output,
    schema: parse(printSchema(schema)),
    documents: [],
    plugins: [{ typescript: {} }, { typescriptResolvers: {} }],
    pluginMap: { typescript: typescriptPlugin, typescriptResolvers: resolversPlugin },
    config: {
      contextType: '../access/context#RequestContext',
      useIndexSignature: false,
      enumsAsTypes: true,
      scalars: { DateTime: 'Date | string', JSON: 'unknown' },
      mappers: {
        Account: '../modules/accounts#AccountRow',
        FranchiseeAccount: '../modules/accounts#FranchiseeRow',
        User: '../modules/users#UserRow',
        Unit: '../modules/units#UnitRow',
        UnitGroup: '../modules/units#UnitGroupRow',
        Viewer: '../access/context#Viewer as ViewerModel',
        AsyncJob: '../modules/jobs#AsyncJobRow',
        IntegrationToken: '../modules/ingestion#IntegrationTokenRow',
        FormDraft: '../modules/form-drafts#FormDraftRow',
        Customer: '../modules/customers#CustomerModel',
        AsyncJobEvent: '../services#AsyncJobEvent as AsyncJobEventModel',
        AHubAnalyticsConfiguration: '../modules/customer-rfv#AnalysisRow',
        AnalyticsPeriod: '../modules/customer-rfv#PeriodRow',
        CatalogueProduct: '../modules/catalogue#CatalogueRow',
        ProductUpload: '../modules/catalogue#ProductUploadRow',
        UnitTelesales: '../modules/admin-settings#UnitTelesalesModel',
        AppSettings: '../modules/admin-settings#AppSettingsModel',
      },
    },
  });
  fs.writeFileSync(output, `/* Generated from schema.graphql by scripts/codegen.ts — do not edit. */\n${code}`);
  console.log(`codegen: wrote ${path.relative(root, output)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Generates the server's resolver types from schema.graphql (schema-first: the schema is the contract,
 * resolvers are typed from it). Run by `npm run codegen`; the output is git-ignored and rebuilt before
 * type checking and tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import * as resolversPlugin from '@graphql-codegen/typescript-resolvers';
import { buildSchema, parse, printSchema } from 'graphql';

const root = path.resolve(__dirname, '..');
const output = path.join(root, 'server/graphql/resolvers-types.ts');

async function main() {
  const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
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
        Account: '../modules/accounts/service#AccountRow',
        User: '../modules/users/service#UserRow',
        Unit: '../modules/units/service#UnitRow',
        Viewer: '../access/context#Viewer as ViewerModel',
        AsyncJob: '../modules/jobs/types#AsyncJobRow',
        IntegrationToken: '../modules/ingestion/tokens#IntegrationTokenRow',
        FormDraft: '../modules/form-drafts/service#FormDraftRow',
        AsyncJobEvent: '../services#AsyncJobEvent as AsyncJobEventModel',
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

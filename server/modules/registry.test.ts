import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { PUBLIC, SESSION } from '../access/control';
import { assembleModules, MODULES } from './registry';
import { composeSchemaSdl, MODULES_FILE, moduleFolders, modulesFileText } from './sdl';
import { defineModule, type ServerModule } from './types';

const ROOT = path.resolve(__dirname, '../..');
const resolve = () => null;

describe('the server modules', () => {
  it('compose the committed schema.graphql (run `npm run codegen` after changing a module SDL)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8')).toBe(composeSchemaSdl());
    expect(() => buildSchema(composeSchemaSdl())).not.toThrow();
  });

  it('are wired by the generated list: every folder with a module.ts, by its own name', () => {
    expect(fs.readFileSync(MODULES_FILE, 'utf8')).toBe(modulesFileText());
    expect(MODULES.map((module) => module.name)).toEqual(moduleFolders());
  });

  it('give every root field of the schema a policy, written by the module that resolves it', () => {
    const registry = assembleModules(MODULES);
    const schema = buildSchema(composeSchemaSdl());
    const fields = (type: 'Query' | 'Mutation' | 'Subscription') => Object.keys(schema.getType(type) ? (schema.getType(type) as never as { getFields(): object }).getFields() : {}).sort();
    expect(Object.keys(registry.policies.Query).concat('node').sort()).toEqual(fields('Query'));
    expect(Object.keys(registry.policies.Mutation).sort()).toEqual(fields('Mutation'));
    expect(Object.keys(registry.policies.Subscription).sort()).toEqual(fields('Subscription'));
    expect([...registry.nodes.keys()].sort()).toEqual(['Account', 'Benefit', 'CatalogueProduct', 'Customer', 'DeleteDataRequest', 'IntegrationToken', 'MessageTemplate', 'OmniCampaign', 'PriceRangesAnalysis', 'Product', 'Segment', 'Unit', 'UnitGroup', 'User', 'WhatsappConversation', 'WhatsappFlow']);
  });

  it('collect the report kinds the job runner builds', () => {
    const kinds = assembleModules(MODULES).reports({ db: {} as never, ch: {} as never }).map(([kind]) => kind);
    expect(kinds.sort()).toEqual(['admin-units.report', 'analytics.table.report', 'benefits.movement-history.report', 'catalogue.products.report', 'catalogue.products.upload', 'clientes.gerenciamento.cadastros.report', 'segmentation.clients.report', 'segmentation.segment_products.report', 'segmentation.segment_purchase_info.report', 'units.report', 'users.list.report']);
  });
});

describe('assembling modules refuses', () => {
  const a = defineModule({ name: 'a', resolvers: { Query: { one: resolve } }, policies: { Query: { one: SESSION } } });

  it('a field resolved by two modules', () => {
    const b = defineModule({ name: 'b', resolvers: { Query: { one: resolve } }, policies: { Query: { one: PUBLIC } } });
    expect(() => assembleModules([a, b])).toThrow('Query.one is resolved by modules a and b');
  });

  it('a root resolver without its policy beside it, and a policy for a field the module does not resolve', () => {
    const bare: ServerModule = { name: 'bare', resolvers: { Mutation: { two: resolve } }, policies: {} };
    expect(() => assembleModules([a, bare])).toThrow('Module bare: Mutation.two has no access policy beside its resolver');
    const stray: ServerModule = { name: 'stray', resolvers: {}, policies: { Query: { one: SESSION } } };
    expect(() => assembleModules([stray])).toThrow('Module stray: policy for Query.one, which the module does not resolve');
  });

  it('a node type loaded by two modules', () => {
    const load = async () => null;
    const x: ServerModule = { name: 'x', resolvers: {}, policies: {}, nodes: { User: load } };
    const y: ServerModule = { name: 'y', resolvers: {}, policies: {}, nodes: { User: load } };
    expect(() => assembleModules([x, y])).toThrow('Node type User is loaded by two modules');
  });
});

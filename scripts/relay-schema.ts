/**
 * Writes the schema relay-compiler reads: schema.graphql with every `extend type` merged into its
 * type. relay-compiler treats fields declared in an `extend type` of its schema file as client-only
 * extensions (never sent to the server); the server's schema.graphql groups fields by feature with
 * `extend type`, so Relay gets the merged print instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, printSchema } from 'graphql';

const root = path.resolve(__dirname, '..');
const source = fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8');
const output = path.join(root, '.relay', 'schema.graphql');
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, `# Generated from schema.graphql by scripts/relay-schema.ts — do not edit.\n${printSchema(buildSchema(source))}\n`);

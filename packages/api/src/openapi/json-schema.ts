import * as z from 'zod/mini';
import { type ObjectSchema, objectShape, type Schema } from '../endpoint';

/** A JSON Schema (2020-12) object as OpenAPI 3.1 embeds it. */
export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of a zod schema, for embedding in OpenAPI 3.1 (which uses draft 2020-12 as is).
 * `input` describes what travels on the wire for bodies and answers (defaults optional);
 * `output` is used for text parameters, whose wire form is text but whose meaning is the parsed type.
 */
export function jsonSchemaOf(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dropped, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** One field of an object schema: its name, JSON Schema and whether the caller must send it. */
export interface FieldSchema {
  readonly name: string;
  readonly schema: JsonSchema;
  readonly required: boolean;
}

/** The fields of an object schema (query, path, header or multipart fields). */
export function fieldsOf(object: ObjectSchema): FieldSchema[] {
  return Object.entries(objectShape(object)).map(([name, field]) => ({
    name,
    schema: jsonSchemaOf(field, 'output'),
    // Optional and defaulted fields may be left out by the caller.
    required: field._zod.optin === undefined,
  }));
}

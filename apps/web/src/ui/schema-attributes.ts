import type { z } from 'zod';

/**
 * The HTML attributes a field takes from its zod schema (zod 4 definitions): `required` when
 * the field is neither optional nor defaulted, `maxLength` from `z.string().max(n)` (or the
 * digits of `z.number().max(n)`). The schema is the one the server checks, so a limit is
 * written once, in the domain, never as a number in a component.
 */
export interface FieldAttributes {
  isRequired: boolean;
  maxLength?: number | undefined;
}

export type SchemaAttributes = Record<string, FieldAttributes>;

// The parts of zod 4's internal definitions read here (z.core.$ZodTypeDef and its checks).
interface CheckDef {
  check: string;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}
interface Definition {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  options?: readonly Schema[];
  checks?: readonly { _zod: { def: CheckDef } }[];
}
interface Schema {
  _zod: { def: Definition };
}

const wrappers = new Set(['nonoptional', 'readonly', 'nullable', 'lazy']);
const optionalWrappers = new Set(['optional', 'default', 'prefault', 'catch']);
const valueless = new Set(['unknown', 'any', 'never', 'undefined', 'void']);

/** The schema that checks the value as typed, and whether the field may be left out. */
function unwrap(schema: Schema): { core: Schema; isOptional: boolean } {
  let core = schema;
  let isOptional = false;
  for (;;) {
    const def = core._zod.def;
    if (optionalWrappers.has(def.type) && def.innerType) {
      isOptional = true;
      core = def.innerType;
    } else if (wrappers.has(def.type) && def.innerType) {
      core = def.innerType;
    } else if (def.type === 'pipe' && def.in && def.out) {
      // z.preprocess(fn, schema) is a pipe from a transform: the schema after it checks
      core = def.in._zod.def.type === 'transform' ? def.out : def.in;
    } else {
      return { core, isOptional };
    }
  }
}

function maxLengthOf(core: Schema): number | undefined {
  const { type, checks = [] } = core._zod.def;
  let max: number | undefined;
  const keep = (value: number) => {
    max = max === undefined ? value : Math.min(max, value);
  };
  for (const { _zod } of checks) {
    const check = _zod.def;
    if (type === 'string' && check.check === 'max_length' && check.maximum !== undefined) {
      keep(check.maximum);
    }
    if (type === 'string' && check.check === 'length_equals' && check.length !== undefined) {
      keep(check.length);
    }
    if (type === 'number' && check.check === 'less_than' && check.value !== undefined) {
      const limit = Number(check.value) - (check.inclusive ? 0 : 1);
      if (limit >= 0) keep(String(Math.floor(limit)).length);
    }
  }
  return max;
}

function attributesOf(schema: Schema): FieldAttributes {
  const { core, isOptional } = unwrap(schema);
  const isRequired = !isOptional && !valueless.has(core._zod.def.type);
  const maxLength = maxLengthOf(core);
  return maxLength === undefined ? { isRequired } : { isRequired, maxLength };
}

function collect(schema: Schema, prefix: string, into: Map<string, FieldAttributes[]>): void {
  const { core } = unwrap(schema);
  const def = core._zod.def;
  if (def.type === 'object' && def.shape) {
    for (const [key, field] of Object.entries(def.shape)) {
      const name = `${prefix}${key}`;
      into.set(name, [...(into.get(name) ?? []), attributesOf(field)]);
      collect(field, `${name}.`, into);
    }
  }
}

/**
 * The attributes of every field of an object schema (nested objects as `a.b`). A union of
 * objects (one variant per case, like the claim's first step) merges its options: a field is
 * required when every option that has it requires it, and takes the largest limit.
 */
export function schemaAttributes(schema: z.ZodType): SchemaAttributes {
  const root = unwrap(schema as unknown as Schema).core;
  const options = root._zod.def.type === 'union' ? (root._zod.def.options ?? []) : [root];
  const found = new Map<string, FieldAttributes[]>();
  for (const option of options) collect(option, '', found);
  const result: SchemaAttributes = {};
  for (const [name, list] of found) {
    const limits = list.map((entry) => entry.maxLength);
    const isRequired = list.every((entry) => entry.isRequired);
    result[name] = limits.every((limit) => limit !== undefined)
      ? { isRequired, maxLength: Math.max(...(limits as number[])) }
      : { isRequired };
  }
  return result;
}

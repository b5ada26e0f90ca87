import { rawRequest } from '../lib/raw-http';

/**
 * The hostile-input generator of issue 11 ("Keep the proof in the repository"): for every
 * operation of the OpenAPI document, mutated requests of many kinds (types, sizes, nesting,
 * unicode, NUL, prototype keys, bad content types, 10 MB bodies, non-canonical URLs, missing or
 * wrong tokens), sent over real loopback connections. The bar: no 5xx, and an operation that
 * accepted nothing changed nothing (no row, no file), apart from the refusals it must record
 * (`recordedRefusals`).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  bodySchema: JsonSchema | undefined;
  isMultipart: boolean;
  query: { name: string; schema: JsonSchema }[];
}

export interface Snapshot {
  rows: Record<string, number>;
  files: number;
}

export interface AttackOptions {
  port: number;
  /** Mutated requests per operation (the issue asks for at least 300). */
  perOperation: number;
  /** Stops sending after this long, whatever is left. */
  maxSeconds: number;
  /** The data the server holds (row counts per table, stored files). */
  snapshot: () => Promise<Snapshot>;
  concurrency?: number;
  seed?: number;
  log?: (line: string) => void;
}

export interface ServerError {
  kind: string;
  method: string;
  target: string;
  status: number;
  request: string;
  answer: string;
}

/** What an operation must write even when it refuses a request, and why. */
export interface RecordedRefusal {
  /** Tables whose row count may grow (never shrink) while the operation refuses everything. */
  tables: readonly string[];
  why: string;
}

/**
 * The only writes allowed from refused requests, per operation (method and OpenAPI path, as in
 * the report). Recording a refusal is then the operation's job; every other table, and the
 * stored files, must stay as they were. Keep this list short and say why for each entry.
 */
export const recordedRefusals: Readonly<Record<string, RecordedRefusal>> = {
  'POST /api/admin/auth/sign-in': {
    tables: ['staff_login_attempts', 'audit_log'],
    why: 'a failed staff sign-in is counted for the lockout (issue 13) and written to the audit trail',
  },
};

/**
 * How the data of an operation that refused everything changed beyond what it may record: the
 * tables (and `files`) that changed, empty when nothing else did.
 */
export function unexpectedChanges(operation: string, before: Snapshot, after: Snapshot): string[] {
  const allowed = new Set(recordedRefusals[operation]?.tables ?? []);
  const changed: string[] = [];
  const tables = new Set([...Object.keys(before.rows), ...Object.keys(after.rows)]);
  for (const table of [...tables].sort()) {
    const was = before.rows[table];
    const is = after.rows[table];
    const isExpected =
      was !== undefined && is !== undefined && (allowed.has(table) ? is >= was : is === was);
    if (!isExpected) changed.push(table);
  }
  if (before.files !== after.files) changed.push('files');
  return changed;
}

export interface AttackReport {
  operations: number;
  sent: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  serverErrors: ServerError[];
  /**
   * Operations that accepted nothing (no 2xx) yet changed rows or files, beyond the refusals
   * they must record (`recordedRefusals`).
   */
  refusedChanges: { operation: string; before: Snapshot; after: Snapshot }[];
  /** Refusals recorded by the operations of `recordedRefusals`: rows added per table. */
  recordedChanges: { operation: string; rowsAdded: Record<string, number> }[];
  /** Operations that accepted some requests: what they added, for the record. */
  acceptedChanges: { operation: string; accepted: number; rowsAdded: number; filesAdded: number }[];
  durationMs: number;
  isComplete: boolean;
}

interface AttackRequest {
  kind: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** A small deterministic generator, so that a run can be replayed with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof random>;

const hostileStrings = [
  'Jean\ud800',
  '\udfff',
  'a\ud83d',
  '\u202etxt.exe',
  'Z\u0338\u0322a\u0335l\u0337g\u0335o',
  '😀'.repeat(60),
  '\u0000',
  'a\u0000b',
  '\ufeff',
  '\u200b\u200d',
  '١٢٣٤',
  'ß'.repeat(5),
  '<script>alert(1)</script>',
  "'; drop table claims; --",
  `{{7*7}}\${7*7}`,
  '../../etc/passwd',
  'https://evil.example/x',
  'https:evil.example',
  '%00%ff%fe',
  '\r\nSet-Cookie: x=1',
  'é'.normalize('NFD'),
  ' ',
  '',
];
const prototypeKeys = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
];

/**
 * Values the API accepts for fields whose rule the JSON schema cannot tell (formats checked by
 * refinements): with them a mutated request gets past validation and its hostile field reaches
 * the services and the database, where the outside probe found its 500s.
 */
const plausible: Record<string, unknown> = {
  email: 'anne.muster@example.ch',
  email_confirmation: 'anne.muster@example.ch',
  animal_date_of_birth: '15.01.2022',
  owner_date_of_birth: '12.05.1985',
  case_date: '02.03.2025',
  case_time: '14:30',
  iban: 'CH9300762011623852957',
  phone: '079 123 45 67',
  zip: 1003,
  claim_nr: '123456',
  web_identification_number: '123456',
  policy_id: '1234567',
  business_line: 'dog',
  animal_race_type: 'pure',
  country: 'CH',
};

/** A value the schema accepts, as far as a plain generator can tell. */
function sample(schema: JsonSchema | undefined, rng: Random, depth = 0, name = ''): unknown {
  if (name in plausible && schema?.type !== 'object') return plausible[name];
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return sample(rng.pick(variants), rng, depth + 1, name);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, rng, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        result[key] = sample(property, rng, depth + 1, key);
      }
      return result;
    }
    case 'array':
      return [sample(schema.items, rng, depth + 1)];
    case 'integer':
      return schema.minimum !== undefined && schema.minimum > -1e6 ? schema.minimum : 1;
    case 'number':
      return schema.minimum !== undefined && schema.minimum > -1e6 ? schema.minimum : 1.5;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'anne.muster@example.ch';
      if (schema.pattern === '^\\d{4}$') return '1003';
      return 'x'.repeat(Math.max(1, Math.min(schema.minLength ?? 1, 50)));
    default:
      return 'x';
  }
}

function wrongTypeOf(value: unknown, rng: Random): unknown {
  const candidates: unknown[] = [
    42,
    -1,
    1e308,
    0.1,
    'text',
    true,
    false,
    null,
    [],
    [1, 2, 3],
    {},
    { nested: { deeper: 'x' } },
    '12abc',
    'NaN',
    '',
  ];
  let candidate = rng.pick(candidates);
  for (let i = 0; i < 3 && typeof candidate === typeof value; i += 1)
    candidate = rng.pick(candidates);
  return candidate;
}

/** encodeURIComponent, with lone surrogates sent as the (invalid) UTF-8 bytes a client might send. */
function encodeQuery(text: string): string {
  return Array.from(text)
    .map((char) => (/\p{Cs}/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char)))
    .join('');
}

function nested(depth: number, asArray: boolean): string {
  return asArray
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Replaces one top-level field (or adds one) of an object body. */
function withField(body: unknown, key: string, value: unknown): Record<string, unknown> {
  const base = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  return { ...(base as Record<string, unknown>), [key]: value };
}

function fieldOf(body: unknown, rng: Random): string {
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  return keys.length > 0 ? rng.pick(keys) : rng.pick(['user_token', 'type', 'email', 'locale']);
}

function concretePath(path: string, rng: Random): string {
  return path
    .replace('{businessLine}', rng.pick(['dog', 'cat', 'horse', 'unicorn']))
    .replace('{docType}', rng.pick(['invoice', 'report', 'other', 'x']))
    .replace(/\{[^}]+\}/g, () => rng.pick(['x', 'a'.repeat(150), '%C3%A9t%C3%A9', '0']));
}

/** The other spellings of a path that a router, a proxy or a log might each read differently. */
function otherSpellings(path: string, port: number): string[] {
  return [
    path.replace('/api/', '/%61pi/'),
    `http://127.0.0.1:${port}${path}`,
    path.replace('/api/', '/api//'),
    `${path}/`,
    path.replace(/\/([a-z])/, (_m, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`),
    path.replace(/\/([^/]+)$/, '%2F$1'),
    path.replace('/api/', '/API/'),
    `${path};x=1`,
    `${path}/..%2f`,
    path.replace('/api/', '/./api/'),
    `${path}%00`,
    `${path}?%zz=1`,
  ];
}

const multipartBodies = (rng: Random): { contentType: string; body: Buffer; kind: string }[] => {
  const boundary = `----attack${rng.int(0, 1e9)}`;
  const part = (name: string, content: Buffer | string, type = 'application/pdf') =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="documents[]"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const pdfWithJs =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  const zipTail = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const type = `multipart/form-data; boundary=${boundary}`;
  return [
    {
      kind: 'multipart-no-boundary',
      contentType: 'multipart/form-data',
      body: Buffer.concat([part('a.pdf', '%PDF-1.4\n'), end]),
    },
    { kind: 'multipart-cut-short', contentType: type, body: part('a.pdf', '%PDF-1.4\n') },
    { kind: 'multipart-garbage', contentType: type, body: Buffer.from('\u0000\u0001garbage') },
    {
      kind: 'upload-pdf-javascript',
      contentType: type,
      body: Buffer.concat([part('f.pdf', pdfWithJs), end]),
    },
    {
      kind: 'upload-pdf-zip-polyglot',
      contentType: type,
      body: Buffer.concat([
        part('f.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n%%EOF\n'), zipTail])),
        end,
      ]),
    },
    {
      kind: 'upload-svg-behind-jpeg',
      contentType: type,
      body: Buffer.concat([
        part(
          'p.jpg',
          Buffer.concat([jpegMagic, Buffer.from('<svg onload="alert(1)"/>')]),
          'image/jpeg',
        ),
        end,
      ]),
    },
    {
      kind: 'upload-php-behind-jpeg',
      contentType: type,
      body: Buffer.concat([
        part(
          'p.jpg',
          Buffer.concat([jpegMagic, Buffer.from('<?php system($_GET[1]); ?>')]),
          'image/jpeg',
        ),
        end,
      ]),
    },
    {
      kind: 'upload-executable',
      contentType: type,
      body: Buffer.concat([part('f\u202Efdp.exe', 'MZ\u0090\u0000'), end]),
    },
    {
      kind: 'upload-many-files',
      contentType: type,
      body: Buffer.concat([
        ...Array.from({ length: 30 }, (_, i) => part(`${i}.pdf`, '%PDF-')),
        end,
      ]),
    },
    { kind: 'upload-empty', contentType: type, body: end },
  ];
};

function generate(
  operation: Operation,
  index: number,
  rng: Random,
  auth: Record<string, string>,
  port: number,
): AttackRequest {
  const path = concretePath(operation.path, rng);
  const json: Record<string, string> = { ...auth, 'content-type': 'application/json' };
  const base = sample(operation.bodySchema, rng);
  const request = (
    kind: string,
    body: unknown,
    headers: Record<string, string> = json,
    target = path,
  ): AttackRequest => ({
    kind,
    method: operation.method,
    target,
    headers,
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

  if (operation.method === 'GET') {
    const names = operation.query.map((entry) => entry.name);
    const key = names.length > 0 && rng.next() < 0.7 ? rng.pick(names) : rng.pick(prototypeKeys);
    const values = [
      ...hostileStrings,
      'a'.repeat(rng.int(1000, 20000)),
      '%00',
      '%ED%A0%80',
      '[]',
      '1e999',
    ];
    const value = encodeQuery(rng.pick(values)).replace(/%25(00|ED)/g, '%$1');
    const spelled = index % 5 === 4 ? rng.pick(otherSpellings(path, port)) : path;
    const extra = index % 3 === 0 ? `&${rng.pick(prototypeKeys)}=%00` : '';
    return {
      kind: 'query',
      method: 'GET',
      target: `${spelled}?${key}=${value}${extra}`,
      headers: {},
      body: '',
    };
  }

  if (operation.isMultipart && index % 3 === 0) {
    const bodies = multipartBodies(rng);
    const chosen = bodies[index % bodies.length] as (typeof bodies)[number];
    return {
      kind: chosen.kind,
      method: 'POST',
      target: path,
      headers: { ...auth, 'content-type': chosen.contentType },
      body: chosen.body,
    };
  }

  const field = fieldOf(base, rng);
  switch (index % 13) {
    case 0:
      return request('missing-token', base, { 'content-type': 'application/json' });
    case 1:
      return request(
        'wrong-type',
        withField(base, field, wrongTypeOf((base as Record<string, unknown>)?.[field], rng)),
      );
    case 2:
      return request('huge-string', withField(base, field, 'A'.repeat(rng.int(10_000, 400_000))));
    case 3:
      return request('unicode', withField(base, field, rng.pick(hostileStrings)));
    case 4: {
      const key = rng.pick(prototypeKeys);
      const target = `${path}?${rng.pick(prototypeKeys)}=%00`;
      if (key === '__proto__')
        return request(
          'prototype-key-nul',
          `{"__proto__":{"x":"\\u0000"},"${field}":"\\u0000"}`,
          json,
          target,
        );
      return request(
        'prototype-key-nul',
        withField(base, key, rng.next() < 0.5 ? '\u0000' : { x: '\u0000' }),
        json,
        target,
      );
    }
    case 5: {
      const depth = rng.int(100, 5000);
      const text = nested(depth, rng.next() < 0.5);
      return request('deep-nesting', rng.next() < 0.5 ? text : `{"${field}":${text}}`);
    }
    case 6: {
      const contentType = rng.pick([
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/javascript',
        '',
      ]);
      const headers: Record<string, string> = { ...auth };
      if (contentType) headers['content-type'] = contentType;
      return request('bad-content-type', JSON.stringify(base), headers);
    }
    case 7:
      return request(
        'malformed-json',
        rng.pick([
          '{"a":',
          '{',
          '[]',
          'null',
          '"text"',
          '1e999',
          '',
          '\u00ff\u00fe{',
          '{"a":1}{"b":2}',
          "{'a':1}",
          '{"a":NaN}',
        ]),
      );
    case 8:
      return request('non-canonical-url', base, json, rng.pick(otherSpellings(path, port)));
    case 9:
      return request(
        'numbers',
        withField(
          base,
          field,
          rng.pick([-1, 0, 1e308, -1e308, 0.30000000000000004, 2 ** 53 + 1, '1e5', '0x10', '١']),
        ),
      );
    case 10:
      return request('wrong-token', base, { ...json, 'x-xsrf-token': 'forged.token' });
    case 11:
      if (index === 11) {
        return request('body-10mb', `{"${field}":"${'A'.repeat(10 * 1024 * 1024)}"}`);
      }
      return request('extra-fields', {
        ...(base as object),
        [rng.pick(hostileStrings) || 'x']: rng.pick(hostileStrings),
      });
    default:
      return request('null-and-empty', withField(base, field, rng.pick([null, '', ' ', [], {}])));
  }
}

function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: { in: string; name: string; schema: JsonSchema }[];
      }
    >
  >;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (method !== 'get' && method !== 'post') continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        bodySchema: content['application/json']?.schema,
        isMultipart: path.startsWith('/api/documents/upload') || 'multipart/form-data' in content,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema })),
      });
    }
  }
  return operations;
}

const totalRows = (snapshot: Snapshot) =>
  Object.values(snapshot.rows).reduce((sum, n) => sum + n, 0);

export async function runAttack(options: AttackOptions): Promise<AttackReport> {
  const started = Date.now();
  const deadline = started + options.maxSeconds * 1000;
  const rng = random(options.seed ?? 11);
  const log = options.log ?? (() => undefined);
  const concurrency = options.concurrency ?? 6;

  const csrf = await rawRequest(options.port, 'GET', '/api/csrf', {});
  const token = (JSON.parse(csrf.body) as { token: string }).token;
  const auth = {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
  const documentAnswer = await rawRequest(options.port, 'GET', '/api/docs/openapi.json', {});
  const operations = operationsOf(JSON.parse(documentAnswer.body));

  const report: AttackReport = {
    operations: operations.length,
    sent: 0,
    byStatus: {},
    byKind: {},
    serverErrors: [],
    refusedChanges: [],
    recordedChanges: [],
    acceptedChanges: [],
    durationMs: 0,
    isComplete: true,
  };

  for (const operation of operations) {
    if (Date.now() > deadline) {
      report.isComplete = false;
      break;
    }
    const name = `${operation.method} ${operation.path}`;
    const before = await options.snapshot();
    let accepted = 0;
    let next = 0;
    const worker = async () => {
      while (next < options.perOperation && Date.now() <= deadline) {
        const index = next;
        next += 1;
        const attack = generate(operation, index, rng, auth, options.port);
        const answer = await rawRequest(
          options.port,
          attack.method,
          attack.target,
          attack.headers,
          attack.body,
        );
        report.sent += 1;
        report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
        report.byKind[attack.kind] = (report.byKind[attack.kind] ?? 0) + 1;
        if (answer.status >= 200 && answer.status < 300) accepted += 1;
        // an internal error's text in a 4xx is a crash that was answered, not a refusal
        const isLeak = /is not a function|TypeError|ReferenceError|DrizzleQueryError|\.ts:\d+/.test(
          answer.body,
        );
        if (answer.status >= 500 || answer.status === 0 || isLeak) {
          const body = Buffer.isBuffer(attack.body) ? attack.body.toString('latin1') : attack.body;
          report.serverErrors.push({
            kind: isLeak ? `${attack.kind} (internal error text in the answer)` : attack.kind,
            method: attack.method,
            target: attack.target.slice(0, 200),
            status: answer.status,
            request: body.slice(0, 300),
            answer: answer.body.slice(0, 300),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (next < options.perOperation) report.isComplete = false;
    const after = await options.snapshot();
    if (accepted === 0) {
      if (unexpectedChanges(name, before, after).length > 0) {
        report.refusedChanges.push({ operation: name, before, after });
      } else if (recordedRefusals[name]) {
        const rowsAdded = Object.fromEntries(
          (recordedRefusals[name]?.tables ?? []).map((table) => [
            table,
            (after.rows[table] ?? 0) - (before.rows[table] ?? 0),
          ]),
        );
        report.recordedChanges.push({ operation: name, rowsAdded });
      }
    } else {
      report.acceptedChanges.push({
        operation: name,
        accepted,
        rowsAdded: totalRows(after) - totalRows(before),
        filesAdded: after.files - before.files,
      });
    }
    log(`${name}: ${next} requests, ${accepted} accepted`);
  }
  report.durationMs = Date.now() - started;
  return report;
}

/**
 * The bar of the issue: no 5xx and no change from a refused request, over every operation with
 * all its requests sent. A run cut short by `--max-seconds` proves nothing about the operations
 * it did not reach: it is not a pass.
 */
export const isPass = (report: AttackReport) =>
  report.isComplete && report.serverErrors.length === 0 && report.refusedChanges.length === 0;

/** The figures the issue asks for, as printed lines. */
export function formatReport(report: AttackReport, label: string): string[] {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `attack on ${label}: ${report.operations} operations, ${report.sent} requests in ${(report.durationMs / 1000).toFixed(1)} s${report.isComplete ? '' : ' (stopped by the time limit)'}`,
    `status counts: ${statuses}`,
    `kinds: ${Object.entries(report.byKind)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')}`,
    `5xx, no answer, or an internal error's text: ${report.serverErrors.length}`,
    ...report.serverErrors.map(
      (error) =>
        `  ${error.status} ${error.kind} ${error.method} ${error.target} body=${JSON.stringify(error.request)} answer=${JSON.stringify(error.answer)}`,
    ),
    `operations that refused everything yet changed data: ${report.refusedChanges.length}`,
    ...report.refusedChanges.map(
      (change) =>
        `  ${change.operation}: ${JSON.stringify(change.before)} -> ${JSON.stringify(change.after)}`,
    ),
    ...report.recordedChanges.map(
      (change) =>
        `  recorded by ${change.operation} (allowed: ${recordedRefusals[change.operation]?.why}): ${Object.entries(
          change.rowsAdded,
        )
          .map(([table, n]) => `${n} rows in ${table}`)
          .join(', ')}`,
    ),
    ...report.acceptedChanges.map(
      (change) =>
        `  accepted by ${change.operation}: ${change.accepted} requests, ${change.rowsAdded} rows and ${change.filesAdded} files added`,
    ),
  ];
  return lines;
}

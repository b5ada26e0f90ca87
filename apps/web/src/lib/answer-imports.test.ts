import { describe, expect, it } from 'vitest';

// The API's answer schemas (schemas/answers.ts, schemas/backoffice-answers.ts) are the server's:
// the browser reads them as types only, so that no page's chunk builds them (decisions, "Answers
// in the OpenAPI document"). An import of a value from either would bring every answer schema,
// and the pricing engine they name, into the page that makes it.

// Every source file of the app (tests excluded), as text.
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const answerModule = /from\s+'@app\/domain\/schemas\/(?:answers|backoffice-answers)'/;

/** The import and export statements of a source that name an answer module. */
function answerImports(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\b[^;]*?;/gms)]
    .map((match) => match[0])
    .filter((statement) => answerModule.test(statement));
}

describe('answer schemas in the browser', () => {
  it('are imported as types only', () => {
    const imports = sources.flatMap(([file, source]) =>
      answerImports(source).map((statement) => ({ file, statement })),
    );
    // the staff screens, the claim status, the subscription check and the resume links use them
    expect(imports.length).toBeGreaterThanOrEqual(6);
    const values = imports.filter(
      ({ statement }) => !/^(?:import|export)\s+type\b/.test(statement),
    );
    expect(values).toEqual([]);
  });

  it('tells a type import from a value import', () => {
    expect(
      answerImports(
        "import { z } from 'zod';\nimport type { A } from '@app/domain/schemas/answers';\nimport { b } from '@app/domain/schemas/backoffice-answers';\n",
      ),
    ).toEqual([
      "import type { A } from '@app/domain/schemas/answers';",
      "import { b } from '@app/domain/schemas/backoffice-answers';",
    ]);
  });
});

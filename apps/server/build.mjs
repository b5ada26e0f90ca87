// Bundles the server and the domain sources it imports into dist/server.js; every other
// package stays a runtime dependency from node_modules. Then makes the PGlite template: a data
// folder initialised here once, copied on a server's first start instead of running initdb
// there (src/db/pglite-template.ts).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-but-ours',
      setup(context) {
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

/** As pgliteVersion() in src/db/pglite-template.ts: the package exports no package.json. */
function pgliteVersion() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (let i = 0; i < 4; i += 1) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the version of @electric-sql/pglite');
}

const templateName = `pglite-${pgliteVersion()}-template`;
const template = path.join('dist', templateName);
if (!existsSync(path.join(template, 'PG_VERSION'))) {
  const staging = `${template}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const database = await PGlite.create(staging);
  await database.close();
  renameSync(staging, template);
}
// templates of other PGlite versions are never used again
for (const name of readdirSync('dist')) {
  if (/^pglite-.+-template(\.tmp)?$/.test(name) && name !== templateName) {
    rmSync(path.join('dist', name), { recursive: true, force: true });
  }
}

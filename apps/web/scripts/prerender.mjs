// Renders the public pages of the prerender entry (src/prerender.tsx, built by `vite build --ssr`
// into dist-ssr/) and writes their markup beside the client's manifest, where the server reads
// it: dist/.vite/prerendered.json, { "<path>": "<markup inside #root>" }.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(webDir, 'dist-ssr', 'prerender.js');
const output = path.join(webDir, 'dist', '.vite', 'prerendered.json');

const { prerenderAll } = await import(pathToFileURL(entry).href);
const pages = await prerenderAll();
await writeFile(output, `${JSON.stringify(pages)}\n`);
console.log(`prerendered ${Object.keys(pages).length} pages: ${Object.keys(pages).join(' ')}`);

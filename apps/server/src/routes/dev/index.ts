import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema';
import { escapeHtml } from '../../http/html';

/**
 * Developer pages, registered only outside production: /dev/outbox lists the e-mails the site
 * produced (the outbox transport keeps them instead of sending).
 */
export async function devRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await app.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(row.toAddress)} · <strong>Sent:</strong> ${row.sentAt.toISOString()} · <strong>Transport:</strong> ${escapeHtml(row.transport)}</p>
  <p><strong>Attachments:</strong> ${
    (row.attachments as { filename: string }[]).map((a) => escapeHtml(a.filename)).join(', ') ||
    'none'
  }</p>
  <pre>${escapeHtml(row.textBody)}</pre>
</article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox (${rows.length})</title></head>
<body><main><h1>Outbox: ${rows.length} message(s)</h1>
${items || '<p>No e-mail yet.</p>'}
</main></body></html>`);
  });
}

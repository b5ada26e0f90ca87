import { expect } from '@playwright/test';

/** The mail sink of the test run (playwright.config.ts starts it; e2e/mail-sink.mjs). */
export const mailPorts = (appPort: number) => ({
  smtp: Number(process.env.E2E_MAIL_PORT ?? appPort + 1000),
  http: Number(process.env.E2E_MAIL_PORT ?? appPort + 1000) + 1,
});

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}

const sinkUrl = () =>
  `http://127.0.0.1:${mailPorts(Number(process.env.E2E_PORT ?? 4310)).http}/messages`;

/**
 * The path and query of the first link to `path` in the newest e-mail to `to` (the site writes
 * its public host in e-mails; the test opens the same path on the server under test).
 */
export async function linkInMail(to: string, path: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(sinkUrl())).json()) as SinkMessage[];
        for (const message of [...messages].reverse()) {
          if (!message.to.includes(to)) continue;
          for (const url of message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
            const parsed = new URL(url);
            if (path.test(parsed.pathname)) {
              found = parsed.pathname + parsed.search;
              return found;
            }
          }
        }
        return '';
      },
      { timeout: 30_000, message: `an e-mail to ${to} with a link to ${path}` },
    )
    .not.toBe('');
  return found;
}

// `npm run admin:create`: creates the first back-office admin (issue 13). The e-mail, name and
// password come from ADMIN_EMAIL, ADMIN_NAME and ADMIN_PASSWORD, or are asked for on a terminal.
// There is no default password; TOTP is set up at the first sign-in.
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createStaffAuth } from '../services/staff/staff-auth';
import { createStaffService } from '../services/staff/staff-service';

async function ask(question: string, hidden = false): Promise<string> {
  const terminal = createInterface({ input: stdin, output: stdout, terminal: true });
  if (hidden) {
    // echo nothing while the password is typed
    const output = terminal as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text: string) => {
      if (text.startsWith(question)) stdout.write(question);
    };
  }
  const answer = await terminal.question(question);
  if (hidden) stdout.write('\n');
  terminal.close();
  return answer.trim();
}

async function value(name: string, question: string, hidden = false): Promise<string> {
  const given = process.env[name];
  if (given) return given;
  if (!stdin.isTTY) throw new Error(`${name} is not set and there is no terminal to ask for it.`);
  return ask(question, hidden);
}

async function main() {
  const email = z.email().parse(await value('ADMIN_EMAIL', 'E-mail: '));
  const name = z
    .string()
    .trim()
    .min(1)
    .max(100)
    .parse(await value('ADMIN_NAME', 'Name: '));
  const password = await value('ADMIN_PASSWORD', 'Password (12 characters or more): ', true);
  if (password.length < 12) throw new Error('The password needs 12 characters or more.');

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const auth = createStaffAuth({
      db: database.db,
      secret: config.secret,
      publicHost: config.publicHost,
    });
    const staff = createStaffService({ db: database.db, auth });
    if (await staff.hasAdmin()) {
      throw new Error('An admin exists already: further accounts are created in the back office.');
    }
    await staff.createAccount(null, { name, email, roles: ['admin'], locale: 'fr', password });
    stdout.write(
      `Admin ${email} created. Sign in at /admin: the first sign-in sets up the authenticator app (TOTP).\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

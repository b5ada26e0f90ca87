import { buildApp } from './app';

const app = await buildApp();
const { port, host } = app.config;
if (app.config.isProduction && app.config.payment.provider === 'sandbox') {
  // no real card provider exists yet: card payments go to our TEST page, which charges nothing
  app.log.warn(
    'PAYMENT_PROVIDER is the sandbox: card payments are test payments and charge nothing',
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

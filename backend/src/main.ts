import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = new Logger('Bootstrap');
  // Listening while the schema comes up: liveness answers, readiness says 503 until it is current.
  const running = await createApp(config, { serveWhileMigrating: true });
  await running.app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  logger.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  if (running.metricsServer) logger.log(`Metrics: http://${config.metricsHost}:${config.metricsPort}/metrics`);
  let closing = false;
  const shutdown = async (signal: string, code: number) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received, shutting down`);
    await running.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM', 0));
  try {
    await running.schemaReady;
  } catch (error) {
    logger.error(`The database schema could not be brought up to date: ${error instanceof Error ? error.stack : String(error)}`);
    await shutdown('Migration failure', 1);
    return;
  }
  // The address once the app can be used: probes had answers meanwhile, people get it now.
  const reach = config.host === '0.0.0.0' || config.host === '::' ? 'also from other devices on your network, at this machine\'s address' : `only on ${config.host}`;
  logger.log(`Meal planner is running at ${url} (${reach}); API docs: ${url}/api/docs`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

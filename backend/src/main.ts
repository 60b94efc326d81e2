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
  const running = await createApp(config);
  await running.app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  Logger.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`, 'Bootstrap');
  const reach = config.host === '0.0.0.0' || config.host === '::' ? 'also from other devices on your network, at this machine\'s address' : `only on ${config.host}`;
  console.log(`\n  Meal planner is running at ${url} (${reach})\n  API docs: ${url}/api/docs\n`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    Logger.log(`${signal} received, shutting down`, 'Bootstrap');
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

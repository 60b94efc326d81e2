import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 3210);
/** The e2e server's log (serve.mjs writes it), where journeys read e-mailed links; one per port. */
export const serverLog = join(tmpdir(), `mealapp-e2e-server-${e2ePort}.log`);

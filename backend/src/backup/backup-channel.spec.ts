import { Logger } from '@nestjs/common';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openBackupChannel } from './backup-channel.js';
import { backupSocketPath, requestBackup } from './backup-client.js';

describe('the backup channel', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mealapp-channel-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("answers the dump, on a socket only the server's user can use, and is gone once closed", async () => {
    const channel = await openBackupChannel(dataDir, async () => new Blob(['the database\nwith lines']));
    expect(statSync(backupSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    expect((await requestBackup(backupSocketPath(dataDir))).toString()).toBe('the database\nwith lines');
    await channel!.close();
    await expect(requestBackup(backupSocketPath(dataDir))).rejects.toThrow(/No server answers/);
  });

  it("passes on the server's failure to dump as an error, not as a backup", async () => {
    const channel = await openBackupChannel(dataDir, () => Promise.reject(new Error('disk full')));
    await expect(requestBackup(backupSocketPath(dataDir))).rejects.toThrow('The server could not make a backup: disk full');
    await channel!.close();
  });

  it('refuses a DATA_DIR another server answers on, and takes over a socket a killed one left', async () => {
    const first = await openBackupChannel(dataDir, async () => new Blob(['one']));
    await expect(openBackupChannel(dataDir, async () => new Blob(['two']))).rejects.toThrow(/Another server is using/);
    await first!.close();
    writeFileSync(backupSocketPath(dataDir), '');
    const second = await openBackupChannel(dataDir, async () => new Blob(['two']));
    expect((await requestBackup(backupSocketPath(dataDir))).toString()).toBe('two');
    await second!.close();
  });

  it('stays closed, saying why, when the path is too long for a Unix socket (it would be cut silently)', async () => {
    const deep = join(dataDir, 'd'.repeat(120));
    mkdirSync(deep);
    const warn = jest.spyOn(Logger, 'warn').mockImplementation(() => undefined);
    expect(await openBackupChannel(deep, async () => new Blob(['x']))).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('longer than a Unix socket'), 'Backup');
    warn.mockRestore();
  });
});

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase>;

import { Global, Module } from '@nestjs/common';
import { ScheduledJobs } from './scheduled-jobs.js';

/** Scheduled work shared by every instance on the database (scheduled-jobs.ts). */
@Global()
@Module({ providers: [ScheduledJobs], exports: [ScheduledJobs] })
export class JobsModule {}

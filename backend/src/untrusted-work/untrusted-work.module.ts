import { Module } from '@nestjs/common';
import { UntrustedWork } from './untrusted-work.js';

/** The worker threads that read untrusted input (untrusted-work.ts), for the modules that import pages and files. */
@Module({ providers: [UntrustedWork], exports: [UntrustedWork] })
export class UntrustedWorkModule {}

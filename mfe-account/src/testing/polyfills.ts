// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads.
// Imported first by the specs here; tools/jest-web-setup.ts belongs to the workspace owner.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// CI machines have two cores shared with builds; give findBy*/waitFor room before calling a miss.
configure({ asyncUtilTimeout: 5000 });

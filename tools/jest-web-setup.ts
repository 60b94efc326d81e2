import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; MouseEvent carries clientX/clientY, the rest is added here (swipe tests).
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
    this.isPrimary = init.isPrimary ?? true;
  }
}
Object.assign(window, { PointerEvent: window.PointerEvent ?? TestPointerEvent });

// CI machines have two cores shared with builds; give findBy*/waitFor room before calling a miss,
// and a test room for several of them (Jest's own 5 s is one wait: a loaded machine ran past it).
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

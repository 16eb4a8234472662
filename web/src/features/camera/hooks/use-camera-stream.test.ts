import { describe, expect, it } from 'vitest';
import { cameraErrorStatus } from './use-camera-stream';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('cameraErrorStatus', () => {
  it('tells a refused permission apart from a missing camera and other failures', () => {
    expect(cameraErrorStatus(named('NotAllowedError'))).toBe('denied');
    expect(cameraErrorStatus(new DOMException('blocked', 'SecurityError'))).toBe('denied');
    expect(cameraErrorStatus(named('NotFoundError'))).toBe('unavailable');
    expect(cameraErrorStatus(named('OverconstrainedError'))).toBe('unavailable');
    expect(cameraErrorStatus(named('NotReadableError'))).toBe('error');
    expect(cameraErrorStatus('weird')).toBe('error');
  });
});

import { describe, expect, it } from 'vitest';
import { createInflightRegistry, registryFor } from './inflight-registry';

describe('inflight registry', () => {
  it('aborts the request only when the last user of the key leaves', () => {
    const registry = createInflightRegistry();
    registry.retain('k');
    registry.retain('k');
    const signal = registry.begin('k');
    registry.release('k');
    expect(signal.aborted).toBe(false);
    registry.release('k');
    expect(signal.aborted).toBe(true);
  });

  it('does not abort a request that already settled, nor another key', () => {
    const registry = createInflightRegistry();
    registry.retain('a');
    registry.retain('b');
    const a = registry.begin('a');
    const b = registry.begin('b');
    registry.end('a', a);
    registry.release('a');
    expect(a.aborted).toBe(false);
    expect(b.aborted).toBe(false);
  });

  it('keeps the newest request of a key when an older one settles late', () => {
    const registry = createInflightRegistry();
    registry.retain('k');
    const older = registry.begin('k');
    const newer = registry.begin('k');
    registry.end('k', older);
    registry.release('k');
    expect(newer.aborted).toBe(true);
  });

  it('gives each client its own registry', () => {
    const one = {};
    expect(registryFor(one)).toBe(registryFor(one));
    expect(registryFor(one)).not.toBe(registryFor({}));
  });
});

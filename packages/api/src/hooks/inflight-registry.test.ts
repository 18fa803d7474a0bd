import { describe, expect, it } from 'vitest';
import { createInflightRegistry, registryFor } from './inflight-registry';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inflight registry', () => {
  it('aborts the request only when the last user of the key leaves', async () => {
    const registry = createInflightRegistry();
    registry.retain('k');
    registry.retain('k');
    const signal = registry.begin('k');
    registry.release('k');
    expect(signal.aborted).toBe(false);
    registry.release('k');
    expect(signal.aborted).toBe(false);
    await tick();
    expect(signal.aborted).toBe(true);
  });

  it('keeps the request when the key is retained again at once (StrictMode remount)', async () => {
    const registry = createInflightRegistry();
    registry.retain('k');
    const signal = registry.begin('k');
    registry.release('k');
    registry.retain('k');
    await tick();
    expect(signal.aborted).toBe(false);
  });

  it('does not abort a request that already settled, nor another key', async () => {
    const registry = createInflightRegistry();
    registry.retain('a');
    registry.retain('b');
    const a = registry.begin('a');
    const b = registry.begin('b');
    registry.end('a', a);
    registry.release('a');
    await tick();
    expect(a.aborted).toBe(false);
    expect(b.aborted).toBe(false);
  });

  it('keeps the newest request of a key when an older one settles late', async () => {
    const registry = createInflightRegistry();
    registry.retain('k');
    const older = registry.begin('k');
    const newer = registry.begin('k');
    registry.end('k', older);
    registry.release('k');
    await tick();
    expect(newer.aborted).toBe(true);
  });

  it('gives each client its own registry', () => {
    const one = {};
    expect(registryFor(one)).toBe(registryFor(one));
    expect(registryFor(one)).not.toBe(registryFor({}));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookUpPublicIp } from './public-ip';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('lookUpPublicIp', () => {
  afterEach(() => vi.restoreAllMocks());

  it('returns the ip field of the look-up answer', async () => {
    expect(await lookUpPublicIp('https://ip.exemplo.test/json', answer(200, { ip: ' 200.160.2.3 ' }))).toBe(
      '200.160.2.3',
    );
  });

  it('gives null (and logs) for a failure, a non-2xx, an answer without ip, or a timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await lookUpPublicIp('https://ip.exemplo.test/json', failing)).toBeNull();
    expect(await lookUpPublicIp('https://ip.exemplo.test/json', answer(502, { ip: '1.2.3.4' }))).toBeNull();
    expect(
      await lookUpPublicIp('https://ip.exemplo.test/json', answer(200, { address: '1.2.3.4' })),
    ).toBeNull();
    const hanging = vi.fn(
      (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    ) as unknown as typeof fetch;
    expect(await lookUpPublicIp('https://ip.exemplo.test/json', hanging, 20)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });
});

import { describe, expect, it } from 'vitest';
import { clientIp, limitAddress, stripMappedIpv4 } from './client-ip';

describe('address keys of the limits (decision 056)', () => {
  it('groups IPv6 by /64 whatever the spelling, and leaves IPv4 alone', () => {
    expect(limitAddress('2001:db8:4:64::1')).toBe('2001:db8:4:64::/64');
    expect(limitAddress('2001:0DB8:0004:0064:ffff:1:2:3')).toBe('2001:db8:4:64::/64');
    expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitAddress('desconhecido')).toBe('desconhecido');
  });

  it('reads IPv4-mapped IPv6 in every form as the IPv4 address', () => {
    for (const form of ['::ffff:198.51.100.77', '::ffff:c633:644d', '0:0:0:0:0:ffff:c633:644d'])
      expect([stripMappedIpv4(form), limitAddress(form)]).toEqual(['198.51.100.77', '198.51.100.77']);
    expect(clientIp({ socketAddress: '::ffff:c633:644d', forwardedFor: undefined, trustedHops: 0 })).toBe(
      '198.51.100.77',
    );
  });
});

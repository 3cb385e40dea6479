import { describe, expect, it } from 'vitest';
import { addressBlock } from './address-block';

describe('the address a budget counts', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every IPv6 address of one /64 as the same, however it is written', () => {
    expect(addressBlock('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(addressBlock('2001:0DB8:00aa:00bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(addressBlock('2001:db8:aa:bb:1::9%eth0')).toBe('2001:db8:aa:bb::/64');
    expect(addressBlock('2001:db8:aa:bc::1')).not.toBe(addressBlock('2001:db8:aa:bb::1'));
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});

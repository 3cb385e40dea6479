import { describe, expect, it } from 'vitest';
import { vapidKeyToBytes } from './vapid-key';

describe('vapidKeyToBytes', () => {
  it('decodes base64url without padding, with - and _', () => {
    expect([...vapidKeyToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...vapidKeyToBytes('AQID')]).toEqual([1, 2, 3]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { createAckHandler } from './ack-handler';

const schema = z.object({ content: z.string().max(5, 'chat.too_long'), tags: z.array(z.string()).default([]) });

function setup(fn: (input: z.output<typeof schema>) => unknown = (input) => input) {
  const logger = { error: vi.fn() };
  const handler = vi.fn(fn);
  return { logger, handler, listener: createAckHandler(logger)(schema, handler) };
}

describe('the validating ack handler', () => {
  it('hands the handler the parsed input and answers with its result', async () => {
    const { listener, handler } = setup();
    const ack = vi.fn();
    await listener({ content: 'salut' }, ack);
    expect(handler).toHaveBeenCalledWith({ content: 'salut', tags: [] });
    expect(ack).toHaveBeenCalledWith({ ok: true, data: { content: 'salut', tags: [] } });
  });

  it('answers a payload its schema refuses without calling the handler', async () => {
    const { listener, handler } = setup();
    const ack = vi.fn();
    await listener(42, ack);
    await listener({ content: 'bonjour' }, ack);
    expect(ack.mock.calls).toEqual([[{ ok: false, code: 'validation.invalid' }], [{ ok: false, code: 'chat.too_long' }]]);
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers an AppError with its code, and anything else with http.internal, logged', async () => {
    const refused = setup(() => {
      throw new AppError(401, 'auth.required');
    });
    const ack = vi.fn();
    await refused.listener({ content: 'a' }, ack);
    expect(ack).toHaveBeenLastCalledWith({ ok: false, code: 'auth.required' });
    expect(refused.logger.error).not.toHaveBeenCalled();

    const broken = setup(async () => Promise.reject(new Error('database gone')));
    await broken.listener({ content: 'a' }, ack);
    expect(ack).toHaveBeenLastCalledWith({ ok: false, code: 'http.internal' });
    expect(broken.logger.error).toHaveBeenCalledOnce();
  });

  it('runs without a callback, or with something else in its place', async () => {
    const { listener, handler } = setup();
    await expect(listener({ content: 'a' })).resolves.toBeUndefined();
    await expect(listener({ content: 'b' }, 'pas-une-fonction' as never)).resolves.toBeUndefined();
    await expect(listener(42)).resolves.toBeUndefined();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('answers a callback sent without a payload', async () => {
    const { listener, handler } = setup();
    const ack = vi.fn();
    await listener(ack);
    expect(ack).toHaveBeenCalledWith({ ok: false, code: 'validation.invalid' });
    expect(handler).not.toHaveBeenCalled();
  });
});

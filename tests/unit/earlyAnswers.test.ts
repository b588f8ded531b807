/**
 * The answers a stored session's first page asks for before its code is here
 * (src/providers/earlyAnswers.ts): each handed to one taker, within its time, a failure asked
 * again by whoever asks next, and none left over for the next session.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_MS,
  askEarly,
  forgetEarly,
  takeEarly,
} from '../../src/providers/earlyAnswers';

describe('early answers', () => {
  it('hand the answer asked for at start to the first taker only', async () => {
    const atStart = vi.fn(async () => 'figures at start');
    const later = vi.fn(async () => 'figures later');
    askEarly('stats', atStart, 1_000);

    await expect(takeEarly('stats', later, 2_000)).resolves.toBe('figures at start');
    await expect(takeEarly('stats', later, 2_000)).resolves.toBe('figures later');
    expect(atStart).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('ask anew once the early answer is too old to stand in', async () => {
    askEarly('lists', async () => 'old', 1_000);
    await expect(
      takeEarly('lists', async () => 'fresh', 1_000 + EARLY_ANSWER_MS + 1),
    ).resolves.toBe('fresh');
    // Taken or not, it is gone.
    await expect(takeEarly('lists', async () => 'fresh again')).resolves.toBe('fresh again');
  });

  it('tell a failure to its taker, and let a retry ask the server', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    askEarly('flags', async () => Promise.reject(new Error('network down')), 1_000);
    askEarly('untaken', async () => Promise.reject(new Error('nobody asks')), 1_000);

    await expect(takeEarly('flags', async () => 'unused', 1_500)).rejects.toThrow('network down');
    await expect(takeEarly('flags', async () => 'retried', 1_600)).resolves.toBe('retried');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('are forgotten, every one not yet taken, when the session ends', async () => {
    askEarly('favorites', async () => "the first user's", 1_000);
    forgetEarly();
    await expect(takeEarly('favorites', async () => "the next user's", 1_100)).resolves.toBe(
      "the next user's",
    );
  });

  it('answer a key nobody asked for early with its own request', async () => {
    await expect(takeEarly('never asked', async () => 'own')).resolves.toBe('own');
  });
});

import { DONATIONS } from '@la-meute/shared';
import { describe, expect, it } from 'vitest';
import { canDonate, formatEuros, goalPercent, parseDonationAmount, spendingBreakdown } from './donations';

describe('parseDonationAmount', () => {
  it.each([
    ['10', 10],
    ['  25 ', 25],
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['007', 7],
  ])('reads %j as %d', (raw, amount) => {
    expect(parseDonationAmount(raw)).toBe(amount);
  });

  it.each(['', 'abc', 'dix', '10abc', 'abc10', '-5', '+5', '1e3', '10 €', '12,555', '1 000', ',5'])(
    'turns the non-numeric %j into 0 (SPEC §5)',
    (raw) => {
      expect(parseDonationAmount(raw)).toBe(0);
    },
  );
});

describe('canDonate', () => {
  it('refuses 0 and less, accepts any positive amount', () => {
    expect(canDonate(0)).toBe(false);
    expect(canDonate(-3)).toBe(false);
    expect(canDonate(Number.NaN)).toBe(false);
    expect(canDonate(parseDonationAmount('lettres'))).toBe(false);
    expect(canDonate(DONATIONS.defaultAmount)).toBe(true);
    expect(canDonate(0.5)).toBe(true);
  });
});

describe('formatEuros', () => {
  it('shows whole amounts without cents and others with two decimals', () => {
    expect(formatEuros(10, 'fr')).toBe('10\u00a0€');
    expect(formatEuros(12.5, 'fr')).toBe('12,50\u00a0€');
    expect(formatEuros(2500, 'en')).toBe('€2,500');
    expect(formatEuros(0, 'fr')).toBe('0\u00a0€');
  });
});

describe('goalPercent', () => {
  it('gives the share of the monthly goal raised (SPEC §9: 1,840 of 2,500)', () => {
    expect(goalPercent(DONATIONS.raised, DONATIONS.monthlyGoal)).toBe(73);
  });

  it('stays within 0–100', () => {
    expect(goalPercent(3000, 2500)).toBe(100);
    expect(goalPercent(0, 2500)).toBe(0);
    expect(goalPercent(10, 0)).toBe(100);
    expect(goalPercent(0, 0)).toBe(0);
  });
});

describe('spendingBreakdown', () => {
  it('follows the 40/35/15/10 split of SPEC §9 and adds up to 100 %', () => {
    const breakdown = spendingBreakdown();
    expect(breakdown.map((entry) => entry.percent)).toEqual([40, 35, 15, 10]);
    expect(breakdown.reduce((sum, entry) => sum + entry.percent, 0)).toBe(100);
  });
});

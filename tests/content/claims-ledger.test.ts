import {checkLedger} from '../../scripts/lib/claimsLedger';

// The same check as `npm run audit`: every docs page has audited claims, each claim still
// stands on its page as recorded, and each source region exists in the installed packages.
describe('claims ledger (audit/claims)', () => {
  const result = checkLedger();

  it('covers every docs page', () => {
    expect(result.uncoveredPages).toEqual([]);
  });

  it('has only entries whose text and sources still check', () => {
    expect(result.problems.map((p) => `${p.where}: ${p.message}`)).toEqual([]);
  });
});

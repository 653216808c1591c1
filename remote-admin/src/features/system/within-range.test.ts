import { withinRange } from './within-range';

describe('withinRange', () => {
  it('reads caret and exact ranges as npm does', () => {
    expect(withinRange('0.1.4', '^0.1.0')).toBe(true);
    expect(withinRange('0.2.0', '^0.1.0')).toBe(false);
    expect(withinRange('0.0.9', '^0.1.0')).toBe(false);
    expect(withinRange('1.4.0', '^1.2.0')).toBe(true);
    expect(withinRange('2.0.0', '^1.2.0')).toBe(false);
    expect(withinRange('1.2.0', '1.2.0')).toBe(true);
    expect(withinRange('1.2.0', '>=1')).toBeNull();
  });
});

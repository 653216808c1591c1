import { ONLY_TOO_FAST_PATTERN, SPAM_REASON_SEPARATOR, spamReasonText, spamSignalsOf } from './spam-reasons';

// The words the API stores read back as the codes the back office says (docs/inbox.md, "Spam").
test('every reason the API writes reads back as its code and parameters', () => {
  const stored = [
    spamReasonText.tooFast(400),
    spamReasonText.tooFast(2_400),
    spamReasonText.tooOld(),
    spamReasonText.forged(),
    spamReasonText.noToken(),
    spamReasonText.links(1),
    spamReasonText.links(3),
    spamReasonText.phrases(['casino', 'backlinks']),
  ].join(SPAM_REASON_SEPARATOR);
  expect(spamSignalsOf(stored)).toEqual([
    { code: 'too_fast', params: { seconds: 0 } },
    { code: 'too_fast', params: { seconds: 2 } },
    { code: 'form_too_old', params: { days: 7 } },
    { code: 'forged_token', params: {} },
    { code: 'no_token', params: {} },
    { code: 'links', params: { count: 1 } },
    { code: 'links', params: { count: 3 } },
    { code: 'phrases', params: { phrases: '“casino”, “backlinks”' } },
  ]);
});

test('words it did not write come as other, with their text; none for a message that is not spam', () => {
  expect(spamSignalsOf('links in the message, sent too fast')).toEqual([{ code: 'other', params: { text: 'links in the message, sent too fast' } }]);
  expect(spamSignalsOf(null)).toEqual([]);
  expect(spamSignalsOf('')).toEqual([]);
});

test('the database pattern matches speed alone, and nothing with it', () => {
  const only = new RegExp(ONLY_TOO_FAST_PATTERN);
  expect(only.test(spamReasonText.tooFast(300))).toBe(true);
  expect(only.test(spamReasonText.tooFast(12_000))).toBe(true);
  expect(only.test([spamReasonText.tooFast(300), spamReasonText.links(1)].join(SPAM_REASON_SEPARATOR))).toBe(false);
  expect(only.test(spamReasonText.noToken())).toBe(false);
});

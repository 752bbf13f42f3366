import { loadCorpusDay } from '../../../../../../../test/fixtures/corpus';
import { readableText, slack } from './slack';

type Payload = Record<string, unknown>;

describe('the Slack interpreter', () => {
  const [, morning] = loadCorpusDay('slack-design-team').deliveries.map((d) => d.payload as Payload);

  it('writes Slack markup as a reader sees it', () => {
    expect(readableText('Ping <@U123|ana> and <@U456>, see <#C1|general> and <#C2>')).toBe(
      'Ping @ana and, see #general and',
    );
    expect(
      readableText(
        'Mail <mailto:ana@example.com|ana@example.com> or <https://example.com/a?b=1> <!subteam^S1|@design>',
      ),
    ).toBe('Mail ana@example.com or https://example.com/a?b=1 @design');
    expect(readableText('Due <!date^1392734382^{date_num} {time_secs}|Feb 18, 2014 6:39 AM PST> <!channel>')).toBe(
      'Due Feb 18, 2014 6:39 AM PST @channel',
    );
    expect(
      readableText(
        ':tada: *shipped* the _new_ ~old~ snake_case_name at 10:30:45 :party-parrot: :+1::skin-tone-3: &lt;3 &amp; more',
      ),
    ).toBe('🎉 shipped the new old snake_case_name at 10:30:45 👍 <3 & more');
    expect(readableText('<@U123>')).toBeUndefined();
  });

  it('takes no look-alike and no other vendor’s payload', () => {
    expect(slack.matches({ type: 'message', text: 'hello' })).toBe(false);
    expect(slack.matches({ type: 'event_callback', event: 'message' })).toBe(false);
    expect(slack.matches({ note: 'Slack ts 1791357161.207119' })).toBe(false);
    expect(slack.matches({ type: 'url_verification' })).toBe(false);
    expect(
      slack.matches({
        update_id: 1,
        message: { message_id: 1, date: 1791357161, chat: { id: 1, type: 'private' }, text: 'hi' },
      }),
    ).toBe(false);
  });

  it('does not throw on odd values and stays linear on long markup', () => {
    const odd = {
      ...morning,
      event: { type: 'message', subtype: 'message_changed', message: 'x', channel: 7, ts: null },
    };
    expect(slack.read(odd)).toEqual([]);
    const long = `${'<'.repeat(20_000)}${':a'.repeat(20_000)} ${'*a '.repeat(20_000)}`;
    const started = Date.now();
    readableText(long);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

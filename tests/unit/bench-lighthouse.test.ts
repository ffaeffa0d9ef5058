import {busyReasons, goal, median, sitePages, summarize, verdict} from '../../scripts/bench-lighthouse.mjs';

const run = (performance: number, lcp: number, scriptKb: number, cls = 0) => ({
  performance,
  lcp,
  tbt: 100,
  cls,
  scriptKb,
});
const page = (type: string) => sitePages.find((p) => p.type === type)!;
const template = summarize([run(97, 2200, 170), run(96, 2300, 170), run(98, 2250, 170)]);
const home = summarize([run(95, 2400, 200)]);

describe('the Lighthouse bench (issue 45)', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('keeps the largest CLS of the rounds, since one shift misses the goal', () => {
    expect(summarize([run(90, 1, 1), run(90, 1, 1, 0.02), run(90, 1, 1)]).cls).toBe(0.02);
  });

  it('passes a page as fast as the template, with 30 % more script and no shift', () => {
    const row = summarize([run(96, 2400, 220)]);
    expect(template.performance).toBe(97);
    expect(verdict(page('product'), row, {template, home}).ok).toBe(false);
    expect(verdict(page('product'), {...row, performance: 97}, {template, home}).ok).toBe(true);
  });

  it('fails LCP over 1.1 ×, script over 1.3 × and any shift, saying which', () => {
    const ok = summarize([run(97, 2475, 221)]);
    expect(verdict(page('doc'), ok, {template, home}).ok).toBe(true);
    for (const [row, failing] of [
      [{...ok, lcp: 2476}, 'LCP'],
      [{...ok, scriptKb: 221.1}, 'script'],
      [{...ok, cls: 0.001}, 'CLS'],
    ] as const) {
      const {ok: passed, text} = verdict(page('doc'), row, {template, home});
      expect(passed).toBe(false);
      expect(text).toMatch(new RegExp(`✗ ${failing}`));
    }
  });

  it('holds the API page to the home + 60 KB and the payload checker to its own chunk budget', () => {
    const api = summarize([run(97, 2200, 260)]);
    expect(verdict(page('API operation'), api, {template, home}).ok).toBe(true);
    expect(verdict(page('API operation'), {...api, scriptKb: 260.1}, {template, home}).ok).toBe(false);
    const checker = {...summarize([run(97, 2200, 221 + 60)]), ownKb: 60};
    expect(verdict(page('payload checker'), checker, {template, home}).ok).toBe(true);
    expect(verdict(page('payload checker'), {...checker, ownKb: 61, scriptKb: 282}, {template, home}).text).toMatch(
      /✗ own chunks 61.0 KB/,
    );
  });

  it('distrusts a run with few rounds, a wandering template score or a machine busy before it', () => {
    const quiet = {rounds: 5, templateScores: [97, 96, 98, 93, 97], idleLoad: 0.4, cores: 2};
    expect(busyReasons(quiet)).toEqual([]);
    expect(busyReasons({...quiet, rounds: 2})).toEqual([`2 rounds, fewer than the goal's ${goal.minRounds}`]);
    expect(busyReasons({...quiet, templateScores: [97, 91]})[0]).toMatch(/varied by 6 points \(97, 91\)/);
    expect(busyReasons({...quiet, idleLoad: 1.3})[0]).toMatch(/load average was 1.3 on 2 cores before the run/);
  });
});

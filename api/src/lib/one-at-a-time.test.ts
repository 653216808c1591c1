import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  /** A run that ends when the test says so; `started` counts the runs begun. */
  function controlledRun() {
    const ends: (() => void)[] = [];
    const run = jest.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
    const endRun = async (index: number) => {
      ends[index]!();
      // Let the promise chain move on (the next run starts in a then-callback).
      for (let i = 0; i < 5; i++) await Promise.resolve();
    };
    return { run, endRun };
  }

  test('an ask with nothing under way starts a run at once', async () => {
    const { run, endRun } = controlledRun();
    const ask = oneAtATime(run);
    const answered = ask();
    expect(run).toHaveBeenCalledTimes(1);
    await endRun(0);
    await expect(answered).resolves.toBeUndefined();
  });

  test('asks made during a run share one next run, which starts after it ends', async () => {
    const { run, endRun } = controlledRun();
    const ask = oneAtATime(run);
    const first = ask();
    const settled: string[] = [];
    const later = [ask(), ask(), ask()].map((p, i) => p.then(() => settled.push(`later ${i}`)));
    expect(run).toHaveBeenCalledTimes(1);
    await endRun(0);
    await first;
    // The first run began before the later asks: it does not answer them.
    expect(settled).toEqual([]);
    expect(run).toHaveBeenCalledTimes(2);
    await endRun(1);
    await Promise.all(later);
    expect(settled).toEqual(['later 0', 'later 1', 'later 2']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  test('an ask after everything has ended starts a new run', async () => {
    const { run, endRun } = controlledRun();
    const ask = oneAtATime(run);
    const first = ask();
    await endRun(0);
    await first;
    const second = ask();
    expect(run).toHaveBeenCalledTimes(2);
    await endRun(1);
    await second;
  });
});

import { createAutoplay } from '@/lib/autoplay';

describe('createAutoplay (the carousel turns)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns once per restart, a full interval later unless told otherwise', () => {
    const turn = jest.fn();
    const autoplay = createAutoplay(turn, 5000);
    autoplay.restart();
    jest.advanceTimersByTime(4999);
    expect(turn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(turn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(20_000);
    expect(turn).toHaveBeenCalledTimes(1);
    autoplay.restart(1200);
    jest.advanceTimersByTime(1200);
    expect(turn).toHaveBeenCalledTimes(2);
  });

  it('a restart replaces the waiting turn instead of adding one', () => {
    const turn = jest.fn();
    const autoplay = createAutoplay(turn, 5000);
    autoplay.restart();
    jest.advanceTimersByTime(3000);
    autoplay.restart();
    jest.advanceTimersByTime(4000);
    expect(turn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(turn).toHaveBeenCalledTimes(1);
  });

  it('waits while any hold remains, and goes on only when the last is released', () => {
    const turn = jest.fn();
    const autoplay = createAutoplay(turn, 5000);
    autoplay.restart();
    autoplay.hold('focus');
    autoplay.hold('pointer');
    jest.advanceTimersByTime(10_000);
    autoplay.release('focus');
    jest.advanceTimersByTime(10_000);
    expect(turn).not.toHaveBeenCalled();
    autoplay.restart();
    jest.advanceTimersByTime(10_000);
    expect(turn).not.toHaveBeenCalled();
    autoplay.release('pointer', 800);
    jest.advanceTimersByTime(800);
    expect(turn).toHaveBeenCalledTimes(1);
  });

  it('a release of what was not held starts nothing', () => {
    const turn = jest.fn();
    const autoplay = createAutoplay(turn, 5000);
    autoplay.release('hidden');
    jest.advanceTimersByTime(10_000);
    expect(turn).not.toHaveBeenCalled();
  });

  it('stops for good on stop, like a pause', () => {
    const turn = jest.fn();
    const autoplay = createAutoplay(turn, 5000);
    autoplay.restart();
    autoplay.stop();
    autoplay.restart();
    jest.advanceTimersByTime(20_000);
    expect(turn).not.toHaveBeenCalled();
    autoplay.release('paused');
    jest.advanceTimersByTime(5000);
    expect(turn).toHaveBeenCalledTimes(1);
  });
});

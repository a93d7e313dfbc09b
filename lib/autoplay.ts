export type AutoplayHold = 'paused' | 'pointer' | 'touch' | 'focus' | 'hidden' | 'loading';

export type Autoplay = ReturnType<typeof createAutoplay>;

export function createAutoplay(turn: () => void, intervalMs: number) {
  const holds = new Set<AutoplayHold>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const restart = (ms = intervalMs) => {
    clear();
    if (holds.size === 0) timer = setTimeout(turn, ms);
  };
  return {
    restart,
    hold(reason: AutoplayHold) {
      holds.add(reason);
      clear();
    },
    release(reason: AutoplayHold, ms?: number) {
      if (holds.delete(reason)) restart(ms);
    },
    stop() {
      holds.add('paused');
      clear();
    },
  };
}

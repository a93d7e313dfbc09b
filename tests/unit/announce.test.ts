/** @jest-environment jsdom */
import { announce } from '@/components/layout/announce';
import { ANNOUNCER_ID } from '@/lib/content/navigation';

describe('announce, through the shell live region', () => {
  let region: HTMLElement;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `<p id="${ANNOUNCER_ID}" role="status"></p>`;
    region = document.getElementById(ANNOUNCER_ID)!;
  });
  afterEach(() => jest.useRealTimers());

  it('writes the words a moment after emptying the region, so the same words are said again', () => {
    announce('12 wijnen');
    jest.advanceTimersByTime(100);
    expect(region.textContent).toBe('12 wijnen');
    announce('12 wijnen');
    expect(region.textContent).toBe('');
    jest.advanceTimersByTime(100);
    expect(region.textContent).toBe('12 wijnen');
  });

  it('empties the region once said, and a newer announcement is not emptied by an older one', () => {
    announce('12 wijnen');
    jest.advanceTimersByTime(5_000);
    announce('Pagina 2 van 2');
    jest.advanceTimersByTime(100 + 9_000);
    expect(region.textContent).toBe('Pagina 2 van 2');
    jest.advanceTimersByTime(1_000);
    expect(region.textContent).toBe('');
  });
});

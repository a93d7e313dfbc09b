/** @jest-environment node */
import { viewNews } from '@/components/wines/use-view-news';

describe('what a screen reader is told as a view of the wine menu arrives', () => {
  const all = ['44 wijnen', 'Pagina 1 van 6'];

  it('says nothing on the first view of a visit, which is read as a page', () => {
    expect(viewNews(undefined, all)).toBe('');
  });

  it('says what changed: the count and the pages after a choice, the page after a step', () => {
    expect(viewNews(all, ['12 wijnen', 'Pagina 1 van 2'])).toBe('12 wijnen. Pagina 1 van 2');
    expect(viewNews(all, ['44 wijnen', 'Pagina 2 van 6'])).toBe('Pagina 2 van 6');
    // No wine left: no pager, nothing to say of it.
    expect(viewNews(['6 wijnen', 'Pagina 1 van 1'], ['0 wijnen', ''])).toBe('0 wijnen');
  });

  it('says the count when a choice changed nothing of it, so the choice is not met by silence', () => {
    expect(viewNews(all, all)).toBe('44 wijnen');
  });
});

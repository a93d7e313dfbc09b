import { handFocus, takeFocus, type HandOver } from '@/components/wines/focus-hand-over';

const filter =
  (label: string) =>
  (to: HandOver): to is { filter: string } =>
    'filter' in to && to.filter === label;
const chip = (to: HandOver) => 'chip' in to;
const list = (to: HandOver) => 'list' in to;

// The view a choice leads to arrives as Next's router commits it: the address first, then its
// components mount and ask for the focus.
let views = 0;
const arrive = () => history.pushState(null, '', `/wijnen?pagina=${++views}`);

describe('focus hand-over between views of the wine menu', () => {
  afterEach(() => jest.useRealTimers());

  it('goes to what the last choice names, once, and is left alone by the others', () => {
    handFocus({ filter: 'Type wijn' });
    arrive();
    // Each filter of the new view asks as it mounts: only the one chosen in takes it.
    expect(takeFocus(filter('Collectie'))).toBeUndefined();
    expect(takeFocus(chip)).toBeUndefined();
    expect(takeFocus(filter('Type wijn'))).toEqual({ filter: 'Type wijn' });
    expect(takeFocus(filter('Type wijn'))).toBeUndefined();
  });

  it('follows the last choice made before the view comes, an option or a chip', () => {
    handFocus({ filter: 'Land' });
    handFocus({ chip: 1 });
    arrive();
    expect(takeFocus(filter('Land'))).toBeUndefined();
    expect(takeFocus(chip)).toEqual({ chip: 1 });
    handFocus({ chip: 0 });
    handFocus({ filter: 'Land' });
    arrive();
    expect(takeFocus(chip)).toBeUndefined();
    expect(takeFocus(filter('Land'))).toEqual({ filter: 'Land' });
  });

  it('is not taken in the view it was given in, but in the one that comes', () => {
    // A step followed at once on a fresh page, the click itself hydrating it: that page's own
    // effects run after the click, and its list asks for the focus before the next view comes.
    handFocus({ list: true });
    expect(takeFocus(list)).toBeUndefined();
    arrive();
    expect(takeFocus(list)).toEqual({ list: true });
  });

  it('is not given by a view that comes long after the choice', () => {
    jest.useFakeTimers({ now: 0 });
    handFocus({ chip: 0 });
    jest.setSystemTime(10_000);
    arrive();
    expect(takeFocus(chip)).toBeUndefined();
    // Nor later, by another view.
    arrive();
    expect(takeFocus(chip)).toBeUndefined();
  });
});

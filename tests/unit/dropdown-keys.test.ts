import {
  arrowTarget,
  TYPED_PAUSE_MS,
  typedSoFar,
  typedTarget,
} from '@/app/[locale]/wijnen/_components/use-dropdown';

describe('arrowTarget: where a key moves the focus in an open filter list', () => {
  test('Down goes from the button into the list, then one option at a time, and stops at the end', () => {
    expect(arrowTarget('ArrowDown', -1, 4)).toBe(0);
    expect(arrowTarget('ArrowDown', 0, 4)).toBe(1);
    expect(arrowTarget('ArrowDown', 2, 4)).toBe(3);
    expect(arrowTarget('ArrowDown', 3, 4)).toBeNull();
  });

  test('Up goes back one option and stops at the first; from the button it is not the list’s', () => {
    expect(arrowTarget('ArrowUp', 3, 4)).toBe(2);
    expect(arrowTarget('ArrowUp', 1, 4)).toBe(0);
    expect(arrowTarget('ArrowUp', 0, 4)).toBeNull();
    expect(arrowTarget('ArrowUp', -1, 4)).toBeUndefined();
  });

  test('Home and End go to the first and the last option, from within the list only', () => {
    expect(arrowTarget('Home', 2, 4)).toBe(0);
    expect(arrowTarget('End', 1, 4)).toBe(3);
    expect(arrowTarget('Home', -1, 4)).toBeUndefined();
    expect(arrowTarget('End', -1, 4)).toBeUndefined();
  });

  test('other keys, and an empty list, are left to the browser', () => {
    expect(arrowTarget('Tab', 1, 4)).toBeUndefined();
    expect(arrowTarget('ArrowRight', 1, 4)).toBeUndefined();
    expect(arrowTarget('Enter', -1, 4)).toBeUndefined();
    expect(arrowTarget('ArrowDown', -1, 0)).toBeUndefined();
  });
});

describe('typedTarget: where what is typed moves the focus, as in a native select', () => {
  const names = ['Argentinië', 'België', 'Duitsland', 'Elzas', 'Épernay', 'Oostenrijk', 'Ötztal'];

  test('to the next name it starts after the focused option, round the list', () => {
    expect(typedTarget(names, -1, 'd')).toBe(2);
    expect(typedTarget(names, 3, 'e')).toBe(4);
    expect(typedTarget(names, 4, 'e')).toBe(3);
    expect(typedTarget(names, 5, 'a')).toBe(0);
  });

  test('a capital, an accent or none finds the same names', () => {
    expect(typedTarget(names, -1, 'B')).toBe(1);
    expect(typedTarget(names, -1, 'é')).toBe(3);
    expect(typedTarget(names, 5, 'o')).toBe(6);
    expect(typedTarget(names, 6, 'Ö')).toBe(5);
  });

  test('a word goes to the first name it starts, from the focused one on, staying where it fits', () => {
    const houses = ['Domaine Lefèvre', 'Domaine Morel', 'Weingut Ebner', 'Wijndomein Elzenbos'];
    expect(typedTarget(houses, -1, 'do')).toBe(0);
    expect(typedTarget(houses, 0, 'dom')).toBe(0);
    expect(typedTarget(houses, 0, 'domaine m')).toBe(1);
    expect(typedTarget(houses, 0, 'wi')).toBe(3);
    expect(typedTarget(houses, 3, 'WEI')).toBe(2);
    // Pressed again, one letter moves on to the next name it starts.
    expect(typedTarget(houses, 0, 'dd')).toBe(1);
    expect(typedTarget(houses, 2, 'ww')).toBe(3);
  });

  test('what no name starts goes nowhere', () => {
    expect(typedTarget(names, 2, 'x')).toBeUndefined();
    expect(typedTarget(names, 2, '7')).toBeUndefined();
    expect(typedTarget(names, 2, 'duitse')).toBeUndefined();
    expect(typedTarget(names, 2, '')).toBeUndefined();
    expect(typedTarget([], -1, 'a')).toBeUndefined();
  });
});

describe('typedSoFar: what has been typed in a list', () => {
  const none = { text: '', at: -Infinity };

  test('letters and figures typed without a pause make a word', () => {
    const d = typedSoFar(none, 'D', 1000)!;
    expect(d).toEqual({ text: 'D', at: 1000 });
    expect(typedSoFar(d, 'o', 1000 + TYPED_PAUSE_MS)).toEqual({ text: 'Do', at: 1700 });
  });

  test('a pause starts a new word', () => {
    const d = typedSoFar(none, 'd', 1000)!;
    expect(typedSoFar(d, 'w', 1001 + TYPED_PAUSE_MS)).toEqual({ text: 'w', at: 1701 });
  });

  test('a space is typing only within a word; other keys are not typing', () => {
    const d = typedSoFar(none, 'd', 1000)!;
    expect(typedSoFar(d, ' ', 1100)).toEqual({ text: 'd ', at: 1100 });
    expect(typedSoFar(none, ' ', 1000)).toBeNull();
    expect(typedSoFar(d, ' ', 2000)).toBeNull();
    for (const key of ['Enter', 'Tab', 'ArrowDown', '-', '/'])
      expect(typedSoFar(d, key, 1100)).toBeNull();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { WineFormState } from '@/lib/staff/actions';
import { checkWine, fromText, textValues, WINE_FIELDS } from '@/lib/staff/wine-fields';

// The server action is a stand-in that checks the post as the real one does, without Firestore.
const save = jest.fn<Promise<WineFormState>, [WineFormState, FormData]>();
jest.mock('@/lib/staff/actions', () => ({
  saveWineAction: (...a: [WineFormState, FormData]) => save(...a),
}));

import { WineForm } from '@/app/beheer/_components/wine-form';

const opened = textValues({
  name: 'Bordeaux Supérieur',
  type: 'Rood',
  price_glass: 7.5,
  grapes: ['Merlot', 'Cabernet Franc'],
  vintage: 'NV',
  alcohol: 13.5,
  bottle_cl: 62,
  note: { nl: 'Rijpe pruim, zachte tannine.', fr: '', en: '' },
  labels: ['organic'],
});

function refusing(fd: FormData): WineFormState {
  const values = Object.fromEntries(
    WINE_FIELDS.map(({ key }) => [
      key,
      key === 'labels' ? fd.getAll(key).join(', ') : String(fd.get(key) ?? ''),
    ]),
  );
  const checked = checkWine('x', fromText(values));
  return checked.ok
    ? { status: 'idle' }
    : { status: 'invalid', problems: checked.problems, values, version: '', opened: '' };
}

describe("the wine editor's sommelier fields", () => {
  it('opens each new field as staff wrote it, with its hint, a bottle size off the list kept', () => {
    render(<WineForm id="w" opened={opened} />);
    const grapes = screen.getByRole('textbox', { name: 'Druiven' });
    expect(grapes).toHaveValue('Merlot, Cabernet Franc');
    expect(grapes).toHaveAccessibleDescription(/Gescheiden door komma’s/);
    expect(screen.getByRole('textbox', { name: 'Jaargang' })).toHaveAccessibleDescription(
      'Een jaar, bv. 2019, of NV.',
    );
    expect(screen.getByRole('textbox', { name: 'Alcohol' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    const bottle = screen.getByRole('combobox', { name: 'Flesinhoud' });
    expect(bottle).toHaveValue('62');
    expect(
      within(bottle)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['62', 'Niet vermeld', '37,5 cl (halve fles)', '50 cl', '75 cl', '150 cl (magnum)']);
    const note = screen.getByRole('group', { name: 'Proefnotitie' });
    expect(within(note).getByRole('textbox', { name: 'Nederlands' })).toHaveValue(
      'Rijpe pruim, zachte tannine.',
    );
    expect(within(note).getByRole('textbox', { name: 'Frans' })).toHaveAccessibleDescription(
      /Frans of Engels leeg toont de Nederlandse tekst/,
    );
    const labels = screen.getByRole('group', { name: 'Labels' });
    expect(
      within(labels)
        .getAllByRole('checkbox')
        .map((box) => [box.getAttribute('value'), (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Biologisch', true],
      ['Biodynamisch', false],
      ['Natuurwijn', false],
      ['Veganistisch', false],
    ]);
    expect(screen.getByRole('textbox', { name: 'Foto' })).toHaveAccessibleDescription(
      /met je gsm op de pagina van de wijn/,
    );
  });

  it('posts the ticked labels, and focuses the first field to fix with its error', async () => {
    save.mockImplementation(async (_, fd) => refusing(fd));
    render(<WineForm id="w" opened={opened} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Veganistisch' }));
    const vintage = screen.getByRole('textbox', { name: 'Jaargang' });
    await userEvent.clear(vintage);
    await userEvent.type(vintage, 'twee');
    const alcohol = screen.getByRole('textbox', { name: 'Alcohol' });
    await userEvent.clear(alcohol);
    await userEvent.type(alcohol, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(save.mock.calls[0]![1].getAll('labels')).toEqual(['Biologisch', 'Veganistisch']);
    await waitFor(() => expect(vintage).toHaveFocus());
    expect(vintage).toHaveAccessibleDescription(
      "Een jaar, bv. 2019, of NV. Jaargang 'twee' is geen jaar (of NV)",
    );
    expect(alcohol).toHaveAccessibleDescription(
      "In %, bv. 13,5. Alcohol '40' ligt niet tussen 0,5 en 25 %",
    );
    // What was typed and ticked stays after the refusal.
    expect(vintage).toHaveValue('twee');
    expect(screen.getByRole('checkbox', { name: 'Veganistisch' })).toBeChecked();
  });
});

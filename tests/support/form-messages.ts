import { FORM_ERRORS, type FormError } from '../../lib/forms/constants';
import { errorText } from '../../lib/forms/words';
import { getTranslator } from '../../lib/messages';

/** Each refusal as a Dutch page says it: the schema gives its key, the answer these words. */
export const MESSAGES = Object.fromEntries(
  (Object.keys(FORM_ERRORS) as FormError[]).map((key) => [
    key,
    errorText(getTranslator('nl', 'Forms'), key),
  ]),
) as Record<FormError, string>;

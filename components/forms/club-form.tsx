'use client';

import { NewTabLink } from '@/components/content/new-tab-link';
import { KEYS_HEADING_ID } from '@/lib/content/club';
import { registerClubMember } from '@/lib/forms/club-action';
import { LIMITS } from '@/lib/forms/constants';

import { ActionForm } from './action-form';
import { Checkbox, TextArea } from './fields';

export const CLUB_THANKS = 'Welkom bij de club, we nemen snel contact met je op!';

export function ClubForm({ email }: { email: string }) {
  return (
    <ActionForm kind="club" action={registerClubMember} thanks={CLUB_THANKS} email={email}>
      {(values, errors) => (
        <>
          <TextArea
            name="message"
            label="Bericht"
            limit={LIMITS.message}
            defaultValue={values?.message}
            errors={errors.message}
          />
          <Checkbox
            name="keysAccepted"
            label={
              <>
                {/* Each space inside the words beside it: a lone {' '} is a text node of its own,
                    which Chromium leaves out of the checkbox's name ("deZeven"). */}
                {'Ik wil lid worden en aanvaard de '}
                <NewTabLink href={`/club#${KEYS_HEADING_ID}`}>Zeven Sleutels</NewTabLink>
                {' van Locus Lex.'}
              </>
            }
            defaultChecked={values ? values.keysAccepted : true}
            errors={errors.keysAccepted}
          />
        </>
      )}
    </ActionForm>
  );
}

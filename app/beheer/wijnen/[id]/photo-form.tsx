import { Img } from '@/components/content/img';
import formStyles from '@/components/forms/form.module.scss';
import { isServableImage } from '@/lib/image-sources';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_PATH } from '@/lib/staff/constants';
import { PHOTO_OUTCOMES } from '@/lib/staff/photos';

import styles from '../../_components/staff.module.scss';

import { PhotoInput } from './photo-input';

type Props = { id: string; name: string; image: unknown };

// A plain post to a route handler: a phone's photo is far above a server action's body limit.
export function PhotoForm({ id, name, image }: Props) {
  const src = typeof image === 'string' && isServableImage(image) ? image : '';
  return (
    <section aria-labelledby="foto-titel" className={styles.fields}>
      <h2 id="foto-titel">Foto</h2>
      {src ? (
        <Img
          src={src}
          alt={`Foto van ${name}`}
          width={600}
          height={800}
          sizes="10rem"
          className={styles.photo}
        />
      ) : (
        <p>Nog geen foto: de kaart toont een getekende fles.</p>
      )}
      <form
        action={`${PHOTO_UPLOAD_PATH}?wijn=${encodeURIComponent(id)}`}
        method="post"
        encType="multipart/form-data"
        className={styles.fields}
      >
        <div className={formStyles.field}>
          <label htmlFor="foto" className={formStyles.label}>
            Foto nemen of kiezen
          </label>
          <p id="foto-hint" className={formStyles.hint}>
            JPEG, PNG of WebP. De site zet hem rechtop, verkleint hem en laat de gegevens van de
            telefoon (zoals de plaats) weg.
          </p>
          <PhotoInput maxBytes={PHOTO_MAX_BYTES} tooLarge={PHOTO_OUTCOMES['te-groot']} />
        </div>
      </form>
    </section>
  );
}

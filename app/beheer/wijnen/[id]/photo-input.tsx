'use client';

import { useState } from 'react';

import formStyles from '@/components/forms/form.module.scss';

import styles from '../../_components/staff.module.scss';

type Props = { maxBytes: number; tooLarge: string };

// Wide enough for the 1600 px the server keeps, also after it turns the photo upright.
const SHRINK_SIDE = 2400;

/**
 * A phone's photo is often larger than a function on Vercel accepts (4.5 MB): over `maxBytes` it
 * is drawn smaller here before it is sent. The server still checks, turns and strips what comes.
 */
export function PhotoInput({ maxBytes, tooLarge }: Props) {
  const [shrinking, setShrinking] = useState(false);
  return (
    <>
      <input
        id="foto"
        name="foto"
        type="file"
        accept="image/*"
        required
        aria-describedby="foto-hint"
        className={formStyles.input}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.setCustomValidity('');
          if (!file || file.size <= maxBytes) return;
          setShrinking(true);
          const smaller = await shrink(file);
          if (smaller) {
            const files = new DataTransfer();
            files.items.add(smaller);
            input.files = files.files;
          }
          // Else it would meet the platform's own English refusal: said here, in Dutch.
          input.setCustomValidity(smaller ? '' : tooLarge);
          setShrinking(false);
        }}
      />
      <p>
        <button type="submit" className={styles.button} disabled={shrinking}>
          {shrinking ? 'Foto verkleinen…' : 'Foto bewaren'}
        </button>
      </p>
    </>
  );
}

async function shrink(file: File): Promise<File | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, SHRINK_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.9));
    return blob && new File([blob], 'foto.jpg', { type: 'image/jpeg' });
  } catch {
    // Not an image the browser can draw: the server says so in its own words.
    return null;
  }
}

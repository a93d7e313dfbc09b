import { Img } from '@/components/content/img';
import type { Wine } from '@/lib/wines/schema';

import { DrawnBottle } from './drawn-bottle';
import { PHOTO_ATTRIBUTE } from './photo-frame';
import { useWineWords } from './wine-words';

type Props = {
  wine: Wine;
  sizes: string;
  priority?: boolean;
  className?: string;
  imageClassName?: string;
};

/** A wine's photo in its frame, or a bottle drawn in its type's colour where it has none. */
export function WinePicture({ wine, sizes, priority = false, className, imageClassName }: Props) {
  const { locale, t, type } = useWineWords();
  return (
    <div className={className} {...(wine.image ? { [PHOTO_ATTRIBUTE]: '' } : {})}>
      {wine.image ? (
        <Img
          src={wine.image}
          alt={t('photoAlt', { name: wine.name })}
          width={600}
          height={800}
          sizes={sizes}
          className={imageClassName}
          priority={priority}
        />
      ) : (
        <DrawnBottle
          type={wine.type}
          label={t('drawnBottle', { type: type(wine.type).toLocaleLowerCase(locale) })}
        />
      )}
    </div>
  );
}

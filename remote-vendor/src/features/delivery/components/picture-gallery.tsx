import './picture-gallery.css';
import { useId } from 'react';
import { useTranslation } from '@hearth/shared/react-i18next';
import { VENDOR_NS } from '../../../i18n/translations';

/**
 * Before or after pictures: a titled grid (no scrolling region); each picture has a text alternative ("Before
 * service, picture 1 of 2"). No pictures → a short note.
 */
export function PictureGallery({
  kind,
  pictures,
}: {
  kind: 'before' | 'after';
  pictures: readonly string[];
}) {
  const { t } = useTranslation(VENDOR_NS);
  const headingId = useId();
  const title = t(`delivery.pictures.${kind}`);
  return (
    <section className="picture-gallery" aria-labelledby={headingId}>
      <h2 id={headingId} className="picture-gallery__heading">
        {title}
      </h2>
      {pictures.length === 0 ? (
        <p className="picture-gallery__none">{t('delivery.pictures.none')}</p>
      ) : (
        <ul
          className="picture-gallery__strip"

          aria-labelledby={headingId}
          data-testid={`pictures-${kind}`}
        >
          {pictures.map((src, index) => (
            <li key={`${index}-${src}`}>
              <img
                src={src}
                alt={t('delivery.pictures.alt', { title, n: index + 1, count: pictures.length })}
                loading="lazy"
                width={240}
                height={180}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

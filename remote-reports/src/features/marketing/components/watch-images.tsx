import './watch-images.css';

/** The report pages as a vertical stack; all but the first load lazily. */
export function WatchImages({
  images,
  altOf,
  label,
}: {
  images: readonly string[];
  altOf: (index: number) => string;
  label: string;
}) {
  if (images.length === 0) return null;
  return (
    <ol className="watch-images" aria-label={label}>
      {images.map((src, i) => (
        <li key={`${i}-${src}`} className="watch-images__item">
          <img
            className="watch-images__image"
            src={src}
            alt={altOf(i)}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
            {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
          />
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from '@hearth/shared/react-i18next';

/** The realtor footer logos (REALTOR® and MLS® marks), drawn inline. */
export function RealtorLogos() {
  const { t } = useTranslation('listings');
  return (
    <ul className="realtor-logos" aria-label={t('leads.www.logos')}>
      <li>
        <svg viewBox="0 0 96 32" width="96" height="32" role="img" aria-label="REALTOR®">
          <rect width="96" height="32" rx="4" fill="#1a3a6b" />
          <text x="48" y="21" fill="#fff" fontSize="13" fontWeight="700" textAnchor="middle">
            REALTOR®
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 64 32" width="64" height="32" role="img" aria-label="MLS®">
          <rect width="64" height="32" rx="4" fill="#1a3a6b" />
          <text x="32" y="21" fill="#fff" fontSize="13" fontWeight="700" textAnchor="middle">
            MLS®
          </text>
        </svg>
      </li>
    </ul>
  );
}

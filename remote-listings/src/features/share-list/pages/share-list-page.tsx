import './share-list-page.css';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { useSiteStore } from '@hearth/shared';
import { ErrorState, Spinner, useSocialShare } from '@hearth/shared/ui';
import { FIRST_ROW_CARDS, ListingCard } from '../../../components/listing-card/listing-card';
import { shareListQuery } from '../api/share-list';
import { agentSignatureQuery } from '../api/agent-signature';
import { AgentBlocks } from '../components/agent-blocks';
import { ShareLinks } from '../components/share-links';
import {
  boardOf,
  cardToSummary,
  parseShareIds,
  signatureImageSrc,
  signatureOn,
  toShareCard,
} from '../components/share-query';

function SignatureBlock({ userId }: { userId: string }) {
  const { t } = useTranslation('listings');
  const query = useQuery(agentSignatureQuery(userId));
  const src = signatureImageSrc(query.data);
  if (!src) return null;
  return (
    <section className="share-signature" aria-label={t('share.signature')}>
      <img src={src} alt={t('share.signatureQr')} width={160} height={160} />
    </section>
  );
}

/** /hybrid/share/list?ids=a_b&signature=true: the listings an agent shared, with the agent's blocks. */
export function ShareListPage() {
  const { t } = useTranslation('listings');
  const [searchParams] = useSearchParams();
  const ids = parseShareIds(searchParams.get('ids'));
  const board = boardOf(ids);
  const mode = useSiteStore((s) => s.mode);
  const agent = useSiteStore((s) => s.agent);
  const www = mode === 'www';
  const query = useQuery({ ...shareListQuery(ids), enabled: ids.length > 0 });
  const showRegister = !/^(false|0)$/i.test(searchParams.get('showRegister') ?? '');

  useEffect(() => {
    if (ids.length === 0) console.log('Invalid Url Query, Wrong Ids');
  }, [ids.length]);

  const name = agent?.agentName ?? '';
  const title = name ? t('share.heading', { name }) : t('share.recommended');
  // Sharing once the listings are in: WeChat inside WeChat, the DingTalk share button inside DingTalk.
  useSocialShare(
    query.data
      ? {
          title,
          description: agent?.agentSlogan ?? null,
          image: agent?.agentImageUrl ?? null,
        }
      : null,
  );
  return (
    <div className="share-list">
      <h1 className="share-list__title">{title}</h1>
      {ids.length === 0 ? (
        <p className="share-list__empty" role="status">
          {t('share.noIds')}
        </p>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        query.data.length ? (
          <ul className="share-list__cards">
            {query.data.map((l, index) => (
              <li key={l.identifier}>
                <ListingCard listing={cardToSummary(toShareCard(l))} first={index < FIRST_ROW_CARDS} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="share-list__empty" role="status">
            {t('share.none')}
          </p>
        )
      ) : (
        <div className="share-list__pending">
          <Spinner />
        </div>
      )}
      {!www && agent && signatureOn(searchParams.get('signature')) && agent.userId && (
        <SignatureBlock userId={agent.userId} />
      )}
      {!www && agent && <AgentBlocks agent={agent} showRegister={showRegister} />}
      <ShareLinks title={title} />
      <p className="share-list__disclaimer">
        {board === 'rebgv' ? t('share.disclaimer.rebgv') : t('share.disclaimer.treb')}
      </p>
    </div>
  );
}

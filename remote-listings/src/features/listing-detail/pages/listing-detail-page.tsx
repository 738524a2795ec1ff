import './listing-detail-page.css';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@hearth/shared/router';
import { useTranslation } from '@hearth/shared/react-i18next';
import { orNA } from '@hearth/shared/format';
import { useSiteStore } from '@hearth/shared';
import { AgentSidebar, ErrorState, PageLayout, ShareBar, Spinner, useSocialShare } from '@hearth/shared/ui';
import type { ListingDetail } from '@hearth/shared/contracts/cmis';
import { listingDetailQuery } from '../api/query-hou-by-id';
import { coordinatesOf, showsCost } from '../components/detail-rules';
import { PhotoCarousel } from '../components/photo-carousel';
import { ListingSummary } from '../components/listing-summary';
import { ListingLocation } from '../components/listing-location';
import { DetailInfo, SummaryInfo } from '../components/summary-info';
import { ListingDescription } from '../components/listing-description';
import { RoomsTable } from '../components/rooms-table';
import { SchoolList } from '../components/school-list';
import { CostSection } from '../components/cost-section';
import { Disclaimer, OpenHouse } from '../components/open-house';
import { listingRef } from '../components/leads/build-leads';
import { ShowingBookPanel } from '../components/leads/showing-book-panel';
import { WwwContactPanel } from '../components/leads/www-contact-panel';

/** The map waits for the first photo (the LCP element) at most this long (a photo that never settles). */
export const MAP_WAITS_FOR_PHOTO_MS = 2500;

function DetailSections({ detail, address }: { detail: ListingDetail; address: string }) {
  const coordinates = coordinatesOf(detail);
  // leaflet and its tiles start once the first photo is in, so that they do not compete with it.
  const [photoIn, setPhotoIn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPhotoIn(true), MAP_WAITS_FOR_PHOTO_MS);
    return () => clearTimeout(timer);
  }, []);
  // Spec §4 "property detail: load detail, configure sharing": the platform's sequence, with this listing's values.
  useSocialShare({
    title: address,
    description: [detail.city, detail.mlsNumber].filter(Boolean).join(' · '),
    image: detail.pictures[0] ?? null,
  });
  return (
    <>
      <PhotoCarousel pictures={detail.pictures} address={address} onFirstPhoto={() => setPhotoIn(true)} />
      <ListingSummary detail={detail} />
      {coordinates && (
        <ListingLocation lat={coordinates[0]} lng={coordinates[1]} address={address} start={photoIn} />
      )}
      <SummaryInfo detail={detail} />
      <ListingDescription remarks={detail.remarks} />
      <DetailInfo detail={detail} />
      {detail.newRooms.length > 0 && <RoomsTable rooms={detail.newRooms} />}
      {detail.HouSchoolList.length > 0 && <SchoolList schools={detail.HouSchoolList} />}
      {showsCost(detail) && <CostSection detail={detail} />}
      <OpenHouse entries={detail.openHouse} />
      <ShareBar title={address} />
      <Disclaimer />
    </>
  );
}

/**
 * /listing/{listingid}: the listing detail. Agent site: the agent sidebar and the showing-book panel beside it;
 * www mode: the world-wide contact-agent panel instead.
 */
export function ListingDetailPage() {
  const { t } = useTranslation('listings');
  const na = useTranslation('common').t('notAvailable');
  const { id = '' } = useParams();
  const mode = useSiteStore((s) => s.mode);
  const agent = useSiteStore((s) => s.agent);
  const query = useQuery(listingDetailQuery(id));
  const detail = query.data;
  const address = detail ? orNA(detail.fullAddress, na) : t('detail.title');
  const listing = listingRef(id, detail);
  // Agent site: the agent sidebar with the showing-book panel; www: the world-wide contact-agent panel instead.
  const sidebar =
    mode === 'www' ? (
      <WwwContactPanel houId={id} listing={listing} />
    ) : agent ? (
      <>
        <AgentSidebar agent={agent} />
        <ShowingBookPanel agent={agent} listing={listing} />
      </>
    ) : null;
  return (
    <PageLayout className="listing-detail" heading={address} sidebar={sidebar}>
      {detail ? (
        <DetailSections detail={detail} address={address} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={t('detail.loading')} />
      )}
    </PageLayout>
  );
}

// Social sharing (spec §4 "on user info arrival"): the sequence and its page-wide state (the share store, the latest
// run, the entry URL, the SDK scripts loaded), in the singleton. The env it runs with (`defaultSharingEnv`: the
// signature request, the SDK URLs) is the UI kit's, in each container.
export { configureSharing, SHARE_SETUP_DELAY_MS, type SharingEnv } from './configure-sharing';
export { useShareStore, type ShareValues, type ShareFailure } from './share-store';

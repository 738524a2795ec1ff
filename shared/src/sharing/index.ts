// Social sharing (spec §4 "on user info arrival"): the sequence and its state, in the singleton.
export {
  configureSharing,
  defaultSharingEnv,
  SHARE_SETUP_DELAY_MS,
  type SharingEnv,
} from './configure-sharing';
export { useShareStore, type ShareValues, type ShareFailure } from './share-store';
export { isWeChat, isDingTalk, isIOS } from './user-agent';

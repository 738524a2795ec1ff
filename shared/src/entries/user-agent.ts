// `@hearth/shared/user-agent`: which in-app browser a page runs in (WeChat, DingTalk) and whether on iOS.
// An ordinary entry point, bundled and tree-shaken by each container (not the federation singleton): pure code.
export { isWeChat, isDingTalk, isIOS } from '../deep-links/user-agent';

// The portal's (www) chrome, one chunk (`chrome-www`, use-public-chrome.ts): its navigation header and footer, and
// the download-app banner. The portal never shows the agent banner.
export { AppBanner } from '../features/app-banner/app-banner';
export { WwwFooter as Footer, WwwHeader as Header } from './www-chrome';

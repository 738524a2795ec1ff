// The public pages' chrome, one chunk (`chrome-public`, use-public-chrome.ts): the agent's and the portal's headers
// and footers, the agent banner and the download-app banner. Hybrid pages run inside the app, under its own bar,
// and never load it.
export { AppBanner } from '../features/app-banner/app-banner';
export { Banner } from './banner';
export { Footer } from './footer';
export { Header } from './header';
export { WwwFooter, WwwHeader } from './www-chrome';

// An agent site's chrome, one chunk (`chrome-agent`, use-public-chrome.ts): the agent's header, footer and banner,
// and the download-app banner. Hybrid pages run inside the app, under its own bar, and load no chrome; the portal
// loads its own (portal-chrome.ts).
export { AppBanner } from '../features/app-banner/app-banner';
export { Banner } from './banner';
export { Footer } from './footer';
export { Header } from './header';

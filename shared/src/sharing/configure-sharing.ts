import type { WechatSignature } from '../contracts/cmis/wechat-signature';
import { loadedUrl } from '../deep-links/loaded-url';
import { shareableUrl } from '../deep-links/shareable-url';
import { isDingTalk, isIOS, isWeChat } from '../deep-links/user-agent';
import { loadScript } from './load-script';
import { useShareStore, type ShareValues } from './share-store';
import { ddOf, wxOf } from './vendor-sdks';

/** Spec §9: the DingTalk button is configured 500 ms after the share values are set. */
export const SHARE_SETUP_DELAY_MS = 500;

/** The URL the page was first loaded with: iOS signs WeChat pages with it (spec §4), whatever the route now is. */
const ENTRY_URL = loadedUrl();

export interface SharingEnv {
  userAgent: string;
  currentUrl: () => string;
  /** The URL the page was loaded with (iOS signs it); by default the one this singleton saw at start-up. */
  entryUrl?: string;
  /** The WeChat JS-SDK configuration of a page URL (POST {cmis}/wechat/signature). */
  signPage: (url: string) => Promise<WechatSignature>;
  wechatSdkUrl: string;
  dingtalkSdkUrl: string;
  /** The DingTalk button's label (localised by the caller). */
  shareLabel: string;
  win: Window;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function configureWeChat(values: ShareValues, env: SharingEnv): Promise<void> {
  const url = isIOS(env.userAgent) ? (env.entryUrl ?? ENTRY_URL) : env.currentUrl();
  const [signature] = await Promise.all([env.signPage(url), loadScript(env.wechatSdkUrl)]);
  const wx = wxOf(env.win);
  if (!wx) throw new Error('the WeChat JS-SDK did not load');
  await new Promise<void>((resolve, reject) => {
    wx.ready(resolve);
    wx.error((result) => reject(new Error(result.errMsg || 'WeChat config failed')));
    wx.config({
      debug: false,
      appId: signature.appId,
      timestamp: Number(signature.timestamp),
      nonceStr: signature.nonceStr,
      signature: signature.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    });
  });
  const data = { title: values.title, link: values.link, imgUrl: values.image ?? '' };
  wx.updateAppMessageShareData({ ...data, desc: values.description ?? '' });
  wx.updateTimelineShareData(data);
}

async function configureDingTalk(values: ShareValues, env: SharingEnv): Promise<void> {
  await loadScript(env.dingtalkSdkUrl);
  const dd = ddOf(env.win);
  if (!dd) throw new Error('the DingTalk JS-API did not load');
  dd.ready(() =>
    dd.biz.navigation.setRight({
      show: true,
      control: true,
      text: env.shareLabel,
      onSuccess: () =>
        dd.biz.util.share({
          type: 0,
          url: values.link,
          title: values.title,
          content: values.description ?? '',
          image: values.image ?? '',
        }),
    }),
  );
}

let latestRun = 0;

/**
 * The sharing sequence (spec §4 "on user info arrival"): inside WeChat only, sign the page URL (iOS: the entry URL)
 * and configure the WeChat share; set the social share values; after 500 ms, inside DingTalk only, configure the
 * DingTalk share button. Outside both nothing is loaded or requested. A failure is recorded for the alert (message
 * and URL) and never thrown: the page keeps working. `configuring` is set meanwhile (the full-page loader). The link
 * shared is always `shareableUrl(link)`; the URL signed is the page's own (WeChat checks it against the address bar;
 * on iOS the entry URL, which may still name the identity: the signature is our backend's, never shared).
 */
export async function configureSharing(given: ShareValues, env: SharingEnv): Promise<void> {
  // Whatever link a page passes, the share carries its canonical form: never the app user's identity (ADR 0023).
  const values: ShareValues = { ...given, link: shareableUrl(given.link) };
  const store = useShareStore.getState();
  const inWeChat = isWeChat(env.userAgent);
  const inDingTalk = isDingTalk(env.userAgent);
  if (!inWeChat && !inDingTalk) {
    store.setValues(values);
    return;
  }
  const run = ++latestRun;
  store.setConfiguring(true);
  try {
    if (inWeChat) await configureWeChat(values, env);
    store.setValues(values);
    await wait(SHARE_SETUP_DELAY_MS);
    if (inDingTalk && run === latestRun) await configureDingTalk(values, env);
  } catch (error) {
    store.setValues(values);
    store.fail({ message: error instanceof Error ? error.message : String(error), url: env.currentUrl() });
  } finally {
    if (run === latestRun) useShareStore.getState().setConfiguring(false);
  }
}

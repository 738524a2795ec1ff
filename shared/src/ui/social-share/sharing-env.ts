import { getRuntimeConfig, type SharingEnv } from '@hearth/shared';
import { getWechatSignature } from './wechat-signature';

/**
 * What the singleton's sharing sequence (`configureSharing`) runs with on a page: this browser, the configured SDK
 * URLs, the localised DingTalk button label and the signature request (sent through the singleton's HTTP core).
 * The entry URL iOS signs is the singleton's own, taken at start-up.
 */
export function defaultSharingEnv(shareLabel: string): SharingEnv {
  const config = getRuntimeConfig();
  return {
    userAgent: navigator.userAgent,
    currentUrl: () => window.location.href,
    wechatSdkUrl: config.wechatSdkUrl,
    dingtalkSdkUrl: config.dingtalkSdkUrl,
    signPage: (url) => getWechatSignature(url),
    shareLabel,
    win: window,
  };
}

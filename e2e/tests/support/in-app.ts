/** Inside the messaging apps: their user agents, and what the sandbox's WeChat and DingTalk SDK stand-ins record. */
export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 MicroMessenger/8.0.50';
export const IOS_WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';
export const DINGTALK_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 DingTalk/7.6.0';

/** One SDK call as a stand-in records it. */
export type SdkCall = { name: string; args: Record<string, unknown> | null };

declare global {
  interface Window {
    __hearthWxCalls?: SdkCall[];
    __hearthDdCalls?: SdkCall[];
    __hearthDdRight?: { onSuccess: () => void };
  }
}

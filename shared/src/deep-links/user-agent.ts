/** The in-app browsers sharing cares about (spec §4: WeChat share only inside WeChat, DingTalk only inside DingTalk). */
export function isWeChat(ua: string = navigator.userAgent): boolean {
  return /MicroMessenger/i.test(ua);
}

export function isDingTalk(ua: string = navigator.userAgent): boolean {
  return /DingTalk/i.test(ua);
}

export function isIOS(ua: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/i.test(ua);
}

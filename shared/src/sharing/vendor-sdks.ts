// The parts of the vendors' JS SDKs the sharing sequence calls (loaded by URL at run time, never bundled).

export interface WxShareData {
  title: string;
  desc?: string;
  link: string;
  imgUrl?: string;
}

export interface Wx {
  config(options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg?: string }) => void): void;
  updateAppMessageShareData(data: WxShareData): void;
  updateTimelineShareData(data: WxShareData): void;
}

export interface Dd {
  ready(callback: () => void): void;
  biz: {
    navigation: {
      setRight(options: { show: boolean; control: boolean; text: string; onSuccess: () => void }): void;
    };
    util: {
      share(options: { type: number; url: string; title: string; content: string; image: string }): void;
    };
  };
}

/** The globals the vendors' SDK scripts define, when they have loaded. */
interface VendorGlobals {
  wx?: Wx;
  dd?: Dd;
}

export function wxOf(win: Window & VendorGlobals): Wx | undefined {
  return win.wx;
}

export function ddOf(win: Window & VendorGlobals): Dd | undefined {
  return win.dd;
}

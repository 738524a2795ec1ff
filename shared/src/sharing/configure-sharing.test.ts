import { installFetchRoutes, makeTestConfig } from '@hearth/shared/testing';
import { setRuntimeConfig } from '../config/config-store';
import { getWechatSignature } from '../ui/social-share/wechat-signature';
import { configureSharing, type SharingEnv } from './configure-sharing';
import { loadScript } from './load-script';
import { useShareStore } from './share-store';
import type { Dd, Wx } from './vendor-sdks';

jest.mock('./load-script', () => ({ loadScript: jest.fn(async () => undefined) }));

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50';
const WECHAT_IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) MicroMessenger/8.0.50';
const DINGTALK_UA = 'Mozilla/5.0 (Linux; Android 14) DingTalk/7.6.0';
const values = {
  title: 'Listing 42',
  description: '3 bed',
  link: 'http://lily.test/listing/42',
  image: 'http://f/1.jpg',
};

function sdks(options: { wxError?: string } = {}) {
  const wx: Wx & Record<string, jest.Mock> = {
    config: jest.fn(),
    ready: jest.fn((cb: () => void) => {
      if (!options.wxError) cb();
    }),
    error: jest.fn((cb: (r: { errMsg?: string }) => void) => {
      if (options.wxError) cb({ errMsg: options.wxError });
    }),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  };
  const setRight = jest.fn();
  const share = jest.fn();
  const dd: Dd = { ready: (cb) => cb(), biz: { navigation: { setRight }, util: { share } } };
  return { wx, dd, setRight, share, win: { wx, dd } as unknown as Window };
}

function env(userAgent: string, win: Window): SharingEnv {
  return {
    userAgent,
    currentUrl: () => 'http://lily.test/listing/42#photos',
    entryUrl: 'http://lily.test/?ltype=1',
    wechatSdkUrl: 'http://sdk.test/jweixin.js',
    dingtalkSdkUrl: 'http://sdk.test/dingtalk.js',
    signPage: (url) => getWechatSignature(url),
    shareLabel: 'Share',
    win,
  };
}

const signature = () => ({
  body: { code: 200, data: { appId: 'wx1', timestamp: '1795000000', noncestr: 'n', signature: 's' } },
});

beforeEach(() => {
  setRuntimeConfig(makeTestConfig());
  jest.useFakeTimers();
  useShareStore.setState({ values: null, configuring: false, failure: null });
  (loadScript as jest.Mock).mockClear();
});
afterEach(() => jest.useRealTimers());

test('outside WeChat and DingTalk: only the values are set, nothing is loaded or requested', async () => {
  const fetch = installFetchRoutes({});
  await configureSharing(values, env('Mozilla/5.0 Chrome/140', sdks().win));
  expect(useShareStore.getState()).toMatchObject({ values, configuring: false, failure: null });
  expect(loadScript).not.toHaveBeenCalled();
  expect(fetch.requests).toHaveLength(0);
});

test('inside WeChat: signs the page URL (no hash), configures the SDK and the share data', async () => {
  const fetch = installFetchRoutes({ 'POST cmis /wechat/signature': signature });
  const { wx, win } = sdks();
  const run = configureSharing(values, env(WECHAT_UA, win));
  await jest.advanceTimersByTimeAsync(0);
  expect(useShareStore.getState().failure).toBeNull();
  expect(useShareStore.getState().configuring).toBe(true);
  await jest.advanceTimersByTimeAsync(500);
  await run;
  expect(JSON.parse(fetch.requests[0]?.body ?? '{}')).toEqual({ url: 'http://lily.test/listing/42' });
  expect(loadScript).toHaveBeenCalledWith('http://sdk.test/jweixin.js');
  expect(wx.config).toHaveBeenCalledWith(
    expect.objectContaining({ appId: 'wx1', timestamp: 1795000000, nonceStr: 'n', signature: 's' }),
  );
  expect(wx.updateAppMessageShareData).toHaveBeenCalledWith({
    title: 'Listing 42',
    desc: '3 bed',
    link: values.link,
    imgUrl: values.image,
  });
  expect(wx.updateTimelineShareData).toHaveBeenCalled();
  expect(useShareStore.getState()).toMatchObject({ values, configuring: false, failure: null });
});

test('on iOS the entry URL is signed', async () => {
  const fetch = installFetchRoutes({ 'POST cmis /wechat/signature': signature });
  const run = configureSharing(values, env(WECHAT_IOS_UA, sdks().win));
  await jest.advanceTimersByTimeAsync(500);
  await run;
  expect(JSON.parse(fetch.requests[0]?.body ?? '{}')).toEqual({ url: 'http://lily.test/?ltype=1' });
});

test('a failed setup is recorded with its message and the current URL, never thrown', async () => {
  installFetchRoutes({ 'POST cmis /wechat/signature': signature });
  const { win } = sdks({ wxError: 'config:invalid signature' });
  await expect(configureSharing(values, env(WECHAT_UA, win))).resolves.toBeUndefined();
  expect(useShareStore.getState()).toMatchObject({
    configuring: false,
    values,
    failure: { message: 'config:invalid signature', url: 'http://lily.test/listing/42#photos' },
  });
});

test('inside DingTalk: the share button is configured 500 ms after the values, and shares them', async () => {
  const fetch = installFetchRoutes({});
  const { setRight, share, win } = sdks();
  const run = configureSharing(values, env(DINGTALK_UA, win));
  await jest.advanceTimersByTimeAsync(499);
  expect(useShareStore.getState().values).toEqual(values);
  expect(setRight).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  await run;
  expect(loadScript).toHaveBeenCalledWith('http://sdk.test/dingtalk.js');
  expect(setRight).toHaveBeenCalledWith(expect.objectContaining({ show: true, text: 'Share' }));
  (setRight.mock.calls[0]?.[0] as { onSuccess: () => void }).onSuccess();
  expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: values.link, title: 'Listing 42' }));
  expect(fetch.requests).toHaveLength(0); // no WeChat signature outside WeChat
});

test('whatever link a page passes, every share carries its canonical form (ADR 0023)', async () => {
  installFetchRoutes({ 'POST cmis /wechat/signature': signature });
  const { wx, setRight, share, win } = sdks();
  const leaky = {
    ...values,
    link: 'http://lily.test/listing/42?ltype=1&fjjUserId=7&appAuthCode=abc&yonghuId=5#p',
  };
  const canonical = 'http://lily.test/listing/42?ltype=1#p';
  const run = configureSharing(leaky, env(`${WECHAT_UA} DingTalk/7.6.0`, win));
  await jest.advanceTimersByTimeAsync(500);
  await run;
  expect(useShareStore.getState().failure).toBeNull();
  expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(expect.objectContaining({ link: canonical }));
  expect(wx.updateTimelineShareData).toHaveBeenCalledWith(expect.objectContaining({ link: canonical }));
  (setRight.mock.calls[0]?.[0] as { onSuccess: () => void }).onSuccess();
  expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: canonical }));
  expect(useShareStore.getState().values?.link).toBe(canonical);
});

import type { App } from '../../http/deps';

// Stand-ins for the vendors' JS SDKs (WeChat JS-SDK, DingTalk JS-API), served so that the sharing sequence runs
// on one machine: the same globals and method names, every call recorded on `window` for the e2e suite. WeChat's
// config succeeds when it gets an appId and a signature (the sandbox signs every URL), else it reports an error.

const WECHAT = `(function () {
  var calls = (window.__hearthWxCalls = window.__hearthWxCalls || []);
  var ready = [], errors = [], state = null;
  function record(name, args) { calls.push({ name: name, args: args === undefined ? null : args }); }
  window.wx = {
    config: function (o) {
      record('config', o);
      setTimeout(function () {
        state = !!(o && o.appId && o.signature);
        if (state) ready.splice(0).forEach(function (cb) { cb(); });
        else errors.splice(0).forEach(function (cb) { cb({ errMsg: 'config:invalid signature' }); });
      }, 0);
    },
    ready: function (cb) { if (state === true) cb(); else ready.push(cb); },
    error: function (cb) { errors.push(cb); },
    updateAppMessageShareData: function (o) { record('updateAppMessageShareData', o); },
    updateTimelineShareData: function (o) { record('updateTimelineShareData', o); }
  };
})();
`;

const DINGTALK = `(function () {
  var calls = (window.__hearthDdCalls = window.__hearthDdCalls || []);
  function record(name, args) { calls.push({ name: name, args: args === undefined ? null : args }); }
  window.dd = {
    ready: function (cb) { setTimeout(cb, 0); },
    biz: {
      navigation: {
        setRight: function (o) {
          record('setRight', { show: o.show, control: o.control, text: o.text });
          window.__hearthDdRight = o;
        }
      },
      util: { share: function (o) { record('share', o); } }
    }
  };
})();
`;

/** GET /sdk/wechat/jweixin.js and /sdk/dingtalk/dingtalk.open.js (runtime config wechatSdkUrl / dingtalkSdkUrl). */
export function mountVendorSdkStandins(app: App): void {
  const js = { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };
  app.get('/sdk/wechat/jweixin.js', (c) => c.body(WECHAT, 200, js));
  app.get('/sdk/dingtalk/dingtalk.open.js', (c) => c.body(DINGTALK, 200, js));
}

import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig, type HostKey } from '../config/runtime-config-schema';

const HOST_KEYS: HostKey[] = [
  'cmis',
  'coupon',
  'trade',
  'vendorService',
  'analysisService',
  'newsApi',
  'blogService',
  'quotation',
  'selection',
  'serverless',
  'messagingQueue',
  'leadCreation',
  'translation',
  'files',
  'houseRecommend',
];

/** A valid runtime config for unit tests: every host is `http://<host>.test`. */
export function makeTestConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const hosts = Object.fromEntries(HOST_KEYS.map((k) => [k, `http://${k.toLowerCase()}.test`]));
  return {
    ...v.parse(RuntimeConfigSchema, {
      hosts,
      wwwHosts: ['www.localhost'],
      testHost: 'lily.localhost',
      wwwSiteUrl: 'http://www.localhost:3000',
      adminUrl: 'http://admin.localhost:3000',
      supportPhone: '4168885888',
      defaultCompanyPhone: '4168885888',
      payment: { url: 'http://payment.test/hpp', storeId: 'store1', key: 'key1' },
      mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png',
    }),
    ...overrides,
  };
}

export function testHostUrl(host: HostKey): string {
  return `http://${host.toLowerCase()}.test`;
}

import { createLead as createLeadCall, wechatSignature } from './contracts/spec-calls/hybrid-pages';
import { agentProfile, siteUserInfo } from './contracts/spec-calls/public-site';
import { createLead } from './api/lead/create-lead';
import { getAgentProfile } from './api/cmis/get-agent-profile';
import { getUserInfo } from './api/cmis/get-user-info';
import { getWechatSignature } from './ui/social-share/wechat-signature';
import { describeSpecConformance } from './testing/spec-conformance';

// Every call shared's modules send, as the pages send them, against the spec's catalogue (./contracts/spec-calls).
describeSpecConformance('shared', [
  { call: agentProfile, invoke: (signal) => getAgentProfile('lily.example.ca', signal) },
  { call: siteUserInfo, invoke: (signal) => getUserInfo('51001', signal) },
  {
    call: createLeadCall,
    invoke: (signal) =>
      createLead(
        {
          leadName: 'Agent Website Contact',
          clientName: 'Ada Client',
          email: 'ada@example.com',
          phone: '+14165550199',
          registerAccount: false,
          channel: 'Agent Website',
          agentRefer: 'agent-lily',
          yonghuId: 1001,
          clientMsg: 'Please call me',
        },
        signal,
      ),
  },
  {
    call: wechatSignature,
    invoke: (signal) => getWechatSignature('https://lily.example.com/hybrid/share/list?ids=a#x', signal),
    answer: { code: 200, data: { appId: 'wx1', timestamp: '1', noncestr: 'n', signature: 's' } },
  },
]);

/** Seeded client accounts (sign-in, hybrid users). The password of every seeded client is `hearth123`. */
export interface ClientSeed {
  uid: number;
  email: string;
  phone: string | null;
  name: string;
  gender: 'M' | 'F' | null;
  avatarName: string | null;
  resPartnerId: number | null;
}

export const SEED_CLIENT_PASSWORD = 'hearth123';

export const CLIENTS: readonly ClientSeed[] = [
  {
    uid: 20001,
    email: 'wei.zhang@example.com',
    phone: '6475550199',
    name: 'Wei Zhang',
    gender: 'M',
    avatarName: 'wei-zhang',
    resPartnerId: 7001,
  },
  {
    uid: 20002,
    email: 'emily.brown@example.com',
    phone: '4375550123',
    name: 'Emily Brown',
    gender: 'F',
    avatarName: 'emily-brown',
    resPartnerId: null,
  },
  {
    uid: 20003,
    email: 'li.na@example.com',
    phone: null,
    name: '李娜',
    gender: 'F',
    avatarName: null,
    resPartnerId: 7003,
  },
];

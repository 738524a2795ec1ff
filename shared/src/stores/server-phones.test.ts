import { formattedPhone } from '../format/phone';

type ServerPhones = typeof import('./server-phones');
const fresh = (): ServerPhones => {
  let mod!: ServerPhones;
  jest.isolateModules(() => {
    mod = jest.requireActual<ServerPhones>('./server-phones');
  });
  return mod;
};

afterEach(() => document.getElementById('hearth-start-plan')?.remove());

test('the server formats the phones a page shows and hands them to its plan, page by page', () => {
  const phones = fresh();
  phones.setServerPhoneFormatter(formattedPhone);
  expect(phones.serverFormattedPhone('4165550142')).toEqual({
    display: '(416) 555-0142',
    e164: '+14165550142',
  });
  expect(phones.serverFormattedPhone('12')).toEqual({ display: '12', e164: null });
  expect(phones.takeRenderedPhones()).toEqual({
    '4165550142': { display: '(416) 555-0142', e164: '+14165550142' },
    '12': { display: '12', e164: null },
  });
  expect(phones.takeRenderedPhones()).toEqual({});
});

test('the browser takes them from the start plan; without one (the static page), nothing', () => {
  const plan = document.createElement('script');
  plan.type = 'application/json';
  plan.id = 'hearth-start-plan';
  plan.textContent = JSON.stringify({
    phones: { '4165550142': { display: '(416) 555-0142', e164: '+14165550142' } },
  });
  document.body.append(plan);
  const phones = fresh();
  expect(phones.serverFormattedPhone('4165550142')).toEqual({
    display: '(416) 555-0142',
    e164: '+14165550142',
  });
  expect(phones.serverFormattedPhone('9055550100')).toBeNull();
  plan.remove();
  expect(fresh().serverFormattedPhone('4165550142')).toBeNull();
});

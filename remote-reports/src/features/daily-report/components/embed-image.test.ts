import { coverRect } from './embed-image';

describe('coverRect', () => {
  it('crops a wide picture to the 360 × 280 box, centred', () => {
    expect(coverRect(720, 280)).toEqual({ sx: 180, sy: 0, sw: 360, sh: 280 });
  });
  it('crops a tall picture, centred', () => {
    expect(coverRect(360, 560)).toEqual({ sx: 0, sy: 140, sw: 360, sh: 280 });
  });
  it('scales a picture of the same ratio without cropping', () => {
    expect(coverRect(720, 560)).toEqual({ sx: 0, sy: 0, sw: 720, sh: 560 });
  });
});

import {
  ageStory,
  barLabel,
  educationClass,
  educationLevel,
  genderLean,
  isIncome,
  pieLegendItems,
  sharesOf,
  showGender,
  topWithOther,
  truncateLabel,
} from './demographic-rules';

const entries = (pairs: [string, number][]) => pairs.map(([Key, Value]) => ({ Key, Value }));

describe('demographic rules (§9)', () => {
  it('turns counts into shares', () => {
    expect(
      sharesOf(
        entries([
          ['a', 1],
          ['b', 3],
        ]),
      ).map((s) => s.percent),
    ).toEqual([25, 75]);
    expect(sharesOf(entries([['a', 0]])).map((s) => s.percent)).toEqual([0]);
  });
  it('pie legends show at most 8 entries', () => {
    const labels = Array.from({ length: 11 }, (_, i) => `L${i}`);
    expect(pieLegendItems(labels)).toEqual(labels.slice(0, 8));
    expect(pieLegendItems(['a', 'b'])).toEqual(['a', 'b']);
  });
  it('the age story sums the two largest shares', () => {
    const story = ageStory(
      sharesOf(
        entries([
          ['0-14', 10],
          ['25-34', 30],
          ['35-44', 25],
          ['65+', 35],
        ]),
      ),
    );
    expect(story).toEqual({ first: '65+', second: '25-34', percent: 65 });
    expect(ageStory(sharesOf(entries([['only', 1]])))).toBeNull();
  });
  it('mother tongue keeps the top 5 and groups the rest (and any Other entry) as Other', () => {
    const shares = sharesOf(
      entries([
        ['English', 40],
        ['Mandarin', 15],
        ['Cantonese', 12],
        ['Korean', 8],
        ['Spanish', 6],
        ['Russian', 5],
        ['Other languages', 10],
        ['French', 4],
      ]),
    );
    const top = topWithOther(shares, 'Other');
    expect(top.map((s) => s.key)).toEqual(['English', 'Mandarin', 'Cantonese', 'Korean', 'Spanish', 'Other']);
    expect(top.at(-1)).toEqual({ key: 'Other', value: 19, percent: 19 });
    expect(topWithOther(sharesOf(entries([['English', 1]])), 'Other').map((s) => s.key)).toEqual(['English']);
  });
  it('percent bar labels only above 20%', () => {
    expect(barLabel(20.1)).toBe('20.1%');
    expect(barLabel(20)).toBe('');
    expect(barLabel(3)).toBe('');
  });
  it('gender is mainly one side above 66%; the card needs more than one entry', () => {
    expect(
      genderLean(
        sharesOf(
          entries([
            ['Male', 67],
            ['Female', 33],
          ]),
        ),
      ),
    ).toBe('male');
    expect(
      genderLean(
        sharesOf(
          entries([
            ['Male', 30],
            ['Female', 70],
          ]),
        ),
      ),
    ).toBe('female');
    expect(
      genderLean(
        sharesOf(
          entries([
            ['Male', 66],
            ['Female', 34],
          ]),
        ),
      ),
    ).toBeNull();
    expect(showGender([1])).toBe(false);
    expect(showGender([])).toBe(false);
    expect(showGender([1, 2])).toBe(true);
  });
  it('classes education: extremely high > 25% high, relatively high > 40% average, Mid > 85% low', () => {
    expect(educationLevel("Bachelor's degree")).toBe('high');
    expect(educationLevel('University certificate or diploma below bachelor level')).toBe('average');
    expect(educationLevel('College, CEGEP or other non-university certificate or diploma')).toBe('average');
    expect(educationLevel('High school diploma or equivalency certificate')).toBe('low');
    const cls = (low: number, average: number, high: number) =>
      educationClass(
        sharesOf(
          entries([
            ['No certificate', low],
            ['College diploma', average],
            ["Master's degree", high],
          ]),
        ),
      );
    expect(cls(40, 34, 26)).toBe('extremelyHigh');
    expect(cls(40, 35, 25)).toBeNull();
    expect(cls(10, 65, 25)).toBe('relativelyHigh');
    expect(cls(14, 61, 25)).toBe('relativelyHigh');
    expect(cls(86, 10, 4)).toBe('mid');
    expect(cls(85, 11, 4)).toBeNull();
  });
  it('truncates labels at 60 or 50 characters with an ellipsis', () => {
    const long = 'Apartment or flat in a duplex, triplex or fourplex (a converted house)';
    expect(truncateLabel(long, 60)).toHaveLength(60);
    expect(truncateLabel(long, 60).endsWith('…')).toBe(true);
    expect(truncateLabel(long, 50)).toHaveLength(50);
    expect(truncateLabel('Short', 50)).toBe('Short');
  });
  it('shows the income figure as currency', () => {
    expect(isIncome('Average household income')).toBe(true);
    expect(isIncome('Population')).toBe(false);
  });
});

import { categoryOfType, channelNameOf, newsTypes, popularOrder, summarise, uniqueById } from './news-rules';

describe('news rules', () => {
  it('cuts a summary longer than 50 characters to 200 plus "..."', () => {
    expect(summarise('x'.repeat(50))).toBe('x'.repeat(50));
    expect(summarise('x'.repeat(51))).toBe(`${'x'.repeat(51)}...`);
    expect(summarise('y'.repeat(201))).toBe(`${'y'.repeat(200)}...`);
    expect(summarise('  a \n  b  ')).toBe('a b');
    // Characters, not UTF-16 units: Chinese and emoji count once.
    expect(summarise('房'.repeat(250))).toBe(`${'房'.repeat(200)}...`);
  });
  it('removes duplicates by id, keeping the first', () => {
    const items = [
      { id: '1', t: 'a' },
      { id: '2', t: 'b' },
      { id: '1', t: 'c' },
    ];
    expect(uniqueById(items)).toEqual([
      { id: '1', t: 'a' },
      { id: '2', t: 'b' },
    ]);
  });
  it('orders the popular list by ascending browseCount after de-duplication', () => {
    const out = popularOrder([
      { id: '1', browseCount: 9 },
      { id: '2', browseCount: null },
      { id: '1', browseCount: 1 },
      { id: '3', browseCount: 4 },
    ]);
    expect(out.map((n) => n.id)).toEqual(['2', '3', '1']);
  });
  it('knows the six types and their channel names', () => {
    expect(newsTypes('Hearth')).toEqual([
      'all',
      'hearth_web_real_estate',
      'hearth_web_finance',
      'hearth_web_event',
      'hearth_web_explore',
      'hearth_web_story',
    ]);
    expect(channelNameOf('hearth_web_real_estate')).toBe('hearth web real estate');
    expect(categoryOfType('hearth_web_story')).toBe('story');
    expect(categoryOfType('all')).toBeNull();
  });
});

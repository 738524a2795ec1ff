import { htmlExcerpt } from './html-excerpt';

describe('htmlExcerpt', () => {
  it("gives the body's text: no tags, no script or style text, references decoded, spaces collapsed", () => {
    expect(
      htmlExcerpt(
        '<h2>Rates</h2>\n<p>Fees &amp; taxes &lt;2%&gt; &#8220;now&#x201D;&nbsp;here</p>' +
          '<script>alert("x")</script><style>p{}</style><!-- note --><svg><text>svg</text></svg><p>End</p>',
      ),
    ).toBe('Rates Fees & taxes <2%> “now” here End');
  });

  it('cuts a long text at the limit with an ellipsis, counting characters', () => {
    expect(htmlExcerpt(`<p>${'房'.repeat(200)}</p>`, 10)).toBe(`${'房'.repeat(9)}…`);
    expect(htmlExcerpt('<p>short</p>', 10)).toBe('short');
  });

  it('is null without text, and leaves unknown references as written', () => {
    expect(htmlExcerpt(null)).toBeNull();
    expect(htmlExcerpt('<img src="x.png"><p> </p>')).toBeNull();
    expect(htmlExcerpt('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c');
  });
});

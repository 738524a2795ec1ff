import { contactEmailHtml, contactEmailJob } from './batch-send';
import { escapeHtml, SITE_EMAIL_PATTERN, validateEmailOnEdit, validateSiteContact } from './contact-rules';

describe('site contact rules', () => {
  it('requires the e-mail, then checks its format', () => {
    expect(validateSiteContact({ name: '', email: '  ', message: '' })).toBe('contact.errors.emailRequired');
    expect(validateSiteContact({ name: '', email: 'ann@', message: '' })).toBe('contact.errors.emailFormat');
    expect(validateSiteContact({ name: '', email: 'ann@example.com', message: '' })).toBeNull();
  });
  it.each(['a@b.ca', 'ann.lee-w@mail-box.com', 'x_y@host.co.uk', 'ann@mail.example.com'])('accepts %s', (e) =>
    expect(SITE_EMAIL_PATTERN.test(e)).toBe(true),
  );
  it.each(['ann', 'ann@', '@b.ca', 'ann@b', 'ann@b.c', 'ann@b.info', 'a b@c.ca', 'ann@b.ca<script>'])(
    'rejects %s',
    (e) => expect(SITE_EMAIL_PATTERN.test(e)).toBe(false),
  );
  it('on edit only reports the format of a non-empty address', () => {
    expect(validateEmailOnEdit('')).toBeNull();
    expect(validateEmailOnEdit('ann@')).toBe('contact.errors.emailFormat');
    expect(validateEmailOnEdit('ann@b.ca')).toBeNull();
  });
  it('escapes HTML', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    );
  });
});

describe('the e-mail job', () => {
  it('carries tag, delay 10 s, queue, fixed addresses, subject and the escaped html', () => {
    const job = contactEmailJob(
      { name: 'Ann <b>', email: 'ann@example.com', message: 'Hi\n<script>x()</script>' },
      { productName: 'Hearth', queueName: 'hearth-email', test: true },
    );
    expect(job).toEqual({
      message: [
        {
          msg: {
            MessageTag: 'tag-send-email',
            Message: {
              test: true,
              dataset: {
                to: 'info@hearth.example',
                from: 'noreply@hearth.example',
                subject: 'Inquiry From Hearth Epic Website',
                html:
                  '<p><strong>Name:</strong> Ann &lt;b&gt;</p><p><strong>Email:</strong> ann@example.com</p>' +
                  '<p><strong>Message:</strong> Hi<br>&lt;script&gt;x()&lt;/script&gt;</p>',
              },
            },
          },
          delaysec: 10,
        },
      ],
      queuename: 'hearth-email',
    });
  });
  it('hides an empty name and message', () => {
    expect(contactEmailHtml({ name: ' ', email: 'a@b.ca', message: '' })).toBe(
      '<p><strong>Email:</strong> a@b.ca</p>',
    );
  });
});

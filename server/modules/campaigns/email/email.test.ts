import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signedIn, startTestServer, type TestClient, type TestServer } from '../../../testing/harness';
import { DEMO_ACCOUNT_IDS } from '../../../seed/demo';
import { compileEmail, DEFAULT_BRAND, emailContent, fillEmail, mjmlRunCount, OPT_OUT_VARIABLE, processEmailMessage, simpleMjml, buttonHref } from './render';
import { htmlToText, sanitizeEmailHtml } from './sanitize';

const PUBLIC = 'https://clube.exemplo.com.br';
const BRAND = { name: 'Bom Preço', color: '#C0392B', socials: [{ network: 'instagram', url: 'https://instagram.com/bompreco' }] };
const simple = (patch: Record<string, unknown> = {}) => ({
  subject: 'Ofertas para [primeiro nome]',
  email_configuration_type: 'SIMPLE',
  simple_configuration: {
    text: 'Olá, [primeiro nome]!\nHoje tem ofertas.',
    header_image: '/api/uploads/0123456789abcdef0123456789abcdef.png',
    image: 'https://cdn.exemplo.com.br/oferta.jpg',
    button_text: 'Ligue para a loja',
    button_link: '(71) 3333-4444',
    footer: { name: 'Supermercados Bom Preço', address: 'Av. Sete de Setembro, 100', city: 'Salvador', state: 'BA', zip: '40060-000', text: 'Você recebe este e-mail por ser do clube.' },
    ...patch,
  },
});
const BUILDER_MJML = '<mjml><mj-body><mj-section><mj-column><mj-text>Oi, [primeiro nome]</mj-text><mj-image src="https://cdn.exemplo.com.br/a.png" /></mj-column></mj-section></mj-body></mjml>';
const ANA = { name: 'Ana Maria Lima', birth_date: '1990-05-07' };
const LINK = 'https://clube.exemplo.com.br/optout?t=abc&c=1';
const NOW = Date.parse('2026-11-24T15:00:00Z');

describe('e-mail content: the three types render', () => {
  it('SIMPLE: MJML in the brand colour with header image, text, image, click-to-call button, footer fields, social links and the opt-out link', async () => {
    const template = await compileEmail(simple(), BRAND, PUBLIC);
    expect(template.warnings).toEqual([]);
    const { html, text, subject } = fillEmail(template, ANA, LINK, NOW);
    expect(subject).toBe('Ofertas para Ana');
    expect(html).toContain('#C0392B');
    expect(html).toContain(`src="${PUBLIC}/api/uploads/0123456789abcdef0123456789abcdef.png"`);
    expect(html).toContain('src="https://cdn.exemplo.com.br/oferta.jpg"');
    expect(html).toContain('href="tel:+557133334444"');
    expect(html).toContain('Ligue para a loja');
    expect(html).toContain('Av. Sete de Setembro, 100 · Salvador - BA · CEP 40060-000');
    expect(html).toContain('href="https://instagram.com/bompreco"');
    expect(html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(html).toContain('Olá, Ana!<br />Hoje tem ofertas.');
    expect(text).toContain('Olá, Ana!');
    expect(text).toContain(`Descadastre-se (${LINK})`);
    // responsive MJML output
    expect(html).toMatch(/@media only screen and \(min-width:480px\)/);
  });

  it('SIMPLE: a footer text with [link de optout] becomes the link (no second opt-out line)', async () => {
    const template = await compileEmail(simple({ footer: { text: 'Para sair: [link de optout]' } }), DEFAULT_BRAND, PUBLIC);
    expect(template.html.split(`href="${OPT_OUT_VARIABLE}"`).length - 1).toBe(1);
    expect(template.html).toContain('#0B5FFF');
  });

  it('SIMPLE: refuses a button without text or with a bad link, and an image that is not https', async () => {
    await expect(compileEmail(simple({ button_text: '', button_link: '71 3333-4444' }), BRAND, PUBLIC)).rejects.toThrow('O botão precisa de um texto e de um telefone ou endereço https.');
    await expect(compileEmail(simple({ button_link: 'javascript:alert(1)' }), BRAND, PUBLIC)).rejects.toThrow('O botão precisa');
    await expect(compileEmail(simple({ image: 'http://inseguro.com/x.png' }), BRAND, PUBLIC)).rejects.toThrow('Imagens recusadas (não são https nem enviadas por aqui): http://inseguro.com/x.png.');
    expect(buttonHref('https://loja.com.br/ofertas')).toBe('https://loja.com.br/ofertas');
    expect(buttonHref('+55 71 99999-8888')).toBe('tel:+5571999998888');
  });

  it('HTML: sanitised, images made absolute, opt-out footer added when missing', async () => {
    const template = await compileEmail(
      { subject: 'Oi', email_configuration_type: 'HTML', html: '<html><body><p onclick="x()">Oi [primeiro nome]</p><script>alert(1)</script><img src="/api/uploads/abc.png"></body></html>' },
      BRAND,
      PUBLIC,
    );
    expect(template.html).not.toMatch(/script|onclick/);
    expect(template.html).toContain(`<img src="${PUBLIC}/api/uploads/abc.png" />`);
    expect(template.html).toContain(`href="${OPT_OUT_VARIABLE}"`);
    expect(template.warnings).toEqual(['Removido do HTML: atributo onclick, <script>.']);
  });

  it('HTML: refuses images that are neither https nor ours, listing them', async () => {
    await expect(
      compileEmail({ subject: 'Oi', email_configuration_type: 'HTML', html: '<img src="http://a.com/1.png"><img src="data:image/png;base64,AAAA"><img src="https://ok.com/2.png">' }, BRAND, PUBLIC),
    ).rejects.toThrow('Imagens recusadas (não são https nem enviadas por aqui): http://a.com/1.png, data:image/png;base64,AAAA.');
  });

  it('BUILDER: the MJML rendered (strict) and sanitised; MJML errors refused in pt-BR with their lines', async () => {
    const template = await compileEmail({ subject: 'Construído', email_configuration_type: 'BUILDER', builder_configuration: { mjml: BUILDER_MJML } }, BRAND, PUBLIC);
    expect(fillEmail(template, ANA, LINK, NOW).html).toContain('Oi, Ana');
    // no web-font <link> / @import from MJML (they would be reported as removed)
    expect(template.warnings).toEqual([]);
    expect(template.html).toContain(`href="${OPT_OUT_VARIABLE}"`);
    await expect(compileEmail({ subject: 'x', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<mjml><mj-body><mj-section><mj-text>x</mj-text></mj-section></mj-body></mjml>' } }, BRAND, PUBLIC)).rejects.toThrow(
      'O modelo do editor visual tem erros de MJML — linha 1: <mj-text> não pode ficar dentro de <mj-section> (somente dentro de <mj-attributes>, <mj-column>, <mj-hero>).',
    );
    await expect(compileEmail({ subject: 'x', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<html></html>' } }, BRAND, PUBLIC)).rejects.toThrow('não é um documento MJML');
    // mj-include would read the server's disk: ignored
    const include = await compileEmail({ subject: 'x', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<mjml><mj-body><mj-include path="/etc/passwd" /></mj-body></mjml>' } }, BRAND, PUBLIC);
    expect(include.html).not.toContain('root:');
    // mj-raw passes anything through MJML: the sanitiser catches it
    const raw = await compileEmail({ subject: 'x', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<mjml><mj-body><mj-raw><script>alert(1)</script><a href="javascript:x()">a</a></mj-raw></mj-body></mjml>' } }, BRAND, PUBLIC);
    expect(raw.html).not.toMatch(/<script|javascript:/);
  });

  it('refuses an unknown type and warns of unknown variables and a missing subject', async () => {
    await expect(compileEmail({ email_configuration_type: 'PDF' }, BRAND, PUBLIC)).rejects.toThrow('use SIMPLE, HTML ou BUILDER');
    const template = await compileEmail(simple({ text: 'Oi [apelido]' }), BRAND, PUBLIC);
    expect(template.warnings).toContain('Variáveis desconhecidas (ficam como estão): [apelido].');
    const noSubject = await compileEmail({ ...simple(), subject: '' }, BRAND, PUBLIC);
    expect(noSubject.warnings).toContain('Informe o assunto do e-mail.');
  });
});

describe('e-mail sanitiser: the dangerous parts are removed', () => {
  const cases: [string, string, RegExp, string][] = [
    ['script', '<p>a</p><script>alert(1)</script>', /script|alert/, '<script>'],
    ['event handler', '<img src="https://x.com/a.png" onerror="alert(1)">', /onerror/, 'atributo onerror'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript/, 'link javascript:'],
    ['JaVaScRiPt: with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', /javascript/i, 'link javascript:'],
    ['vbscript: link', '<a href="vbscript:msgbox">x</a>', /vbscript/, 'link vbscript:'],
    ['form and inputs', '<form action="https://evil.com"><input name="cpf"><button>ok</button></form>', /form|input|button/, '<form>'],
    ['iframe', '<iframe src="https://evil.com"></iframe>', /iframe|evil/, '<iframe>'],
    ['object / embed', '<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/, '<object>'],
    ['svg with onload', '<svg onload="alert(1)"><circle/></svg>', /svg|onload/, '<svg>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.com">', /http-equiv/, ''],
    ['base href', '<base href="https://evil.com/">', /base/, '<base>'],
    ['link stylesheet', '<link rel="stylesheet" href="https://evil.com/a.css">', /<link/, '<link>'],
    ['CSS expression', '<div style="width: expression(alert(1))">x</div>', /expression/, 'CSS executável'],
    ['CSS javascript: in <style>', '<style>a { background: url(javascript:alert(1)) }</style>', /javascript/, 'CSS executável'],
    ['CSS @import', '<style>@import url(https://evil.com/a.css);</style>', /@import/, 'CSS executável'],
    ['breaking out of <style>', '<style>a{}</style><style></style><script>x</script></style>', /<script/, '<script>'],
  ];
  it.each(cases)('%s', (_title, input, absent, reported) => {
    const result = sanitizeEmailHtml(input, PUBLIC);
    expect(result.html).not.toMatch(absent);
    if (reported) expect(result.refused).toContain(reported);
  });

  it('keeps what e-mails need: tables, inline styles, <style> with media queries, https and mailto/tel links', () => {
    const input =
      '<html><head><style>@media (max-width:480px){ .c > td { width:100% } }</style></head><body><table cellpadding="0" width="600"><tr><td class="c" style="color:#333" bgcolor="#fff"><a href="https://loja.com.br" target="_blank">Loja</a> <a href="mailto:sac@loja.com.br">SAC</a> <a href="tel:+557133334444">Ligue</a></td></tr></table></body></html>';
    const result = sanitizeEmailHtml(input, PUBLIC);
    expect(result.refused).toEqual([]);
    expect(result.html).toContain('@media (max-width:480px){ .c > td { width:100% } }');
    expect(result.html).toContain('<td class="c" style="color:#333" bgcolor="#fff">');
    expect(result.html).toContain('href="mailto:sac@loja.com.br"');
    expect(result.html).toContain('href="tel:+557133334444"');
  });

  it('lists images that are neither https nor our uploads', () => {
    const result = sanitizeEmailHtml('<img src="http://x.com/a.png"><img src="//x.com/b.png"><img src="https://x.com/c.png"><img src="/api/uploads/ok.png"><img src="file:///etc/passwd">', PUBLIC);
    expect(result.refusedImages).toEqual(['http://x.com/a.png', '//x.com/b.png', 'file:///etc/passwd']);
  });

  it('makes the text part', () => {
    expect(htmlToText('<p>Oi <b>Ana</b></p><p><a href="https://x.com">Veja</a> &amp; compre</p>')).toBe('Oi Ana\nVeja (https://x.com) & compre');
  });
});

describe('e-mail content per recipient: rendered once, filled per recipient', () => {
  it('runs MJML once on save; dispatch fills 2 000 recipients without running it again', async () => {
    const before = mjmlRunCount();
    const saved = await processEmailMessage(simple(), BRAND, PUBLIC);
    expect(mjmlRunCount()).toBe(before + 1);
    expect(typeof saved.processed_html).toBe('string');
    const names = Array.from({ length: 2000 }, (_, i) => `Cliente${i} Silva`);
    const contents = names.map((name) => emailContent(saved, { name }, `${LINK}&n=${name}`, NOW));
    expect(mjmlRunCount()).toBe(before + 1);
    expect(contents[1234].subject).toBe('Ofertas para Cliente1234');
    expect(contents[1234].html).toContain('Olá, Cliente1234!');
    expect(contents[1234].html).toContain(`${LINK.replace('&', '&amp;')}&amp;n=Cliente1234 Silva`);
    expect(contents[1234].headers).toEqual({ 'List-Unsubscribe': `<${LINK}&n=Cliente1234 Silva>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('escapes the consumer name in the HTML part (a name is not markup)', async () => {
    const saved = await processEmailMessage(simple(), BRAND, PUBLIC);
    const content = emailContent(saved, { name: '<img/src=x>' }, LINK, NOW);
    expect(content.html).toContain('Olá, &lt;img/src=x&gt;!');
    expect(content.text).toContain('Olá, <img/src=x>!');
  });

  it('a message saved before processing still goes out with its text and the opt-out link (no MJML at dispatch)', () => {
    const before = mjmlRunCount();
    const content = emailContent({ subject: 'Oi', email_configuration_type: 'SIMPLE', simple_configuration: { text: 'Olá [primeiro nome]' } }, ANA, LINK, NOW);
    expect(mjmlRunCount()).toBe(before);
    expect(content.html).toContain('Olá Ana');
    expect(content.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
    expect(content.text).toContain(LINK);
  });

  it('builds the SIMPLE MJML without running it (escaped fields)', () => {
    const { mjml } = simpleMjml(simple({ text: '<b>negrito</b>' }), BRAND, PUBLIC);
    expect(mjml).toContain('&lt;b&gt;negrito&lt;/b&gt;');
  });
});

describe('e-mail campaigns over the API: save, preview, test send, uploads', () => {
  let server: TestServer;
  let gerente: TestClient;
  let analista: TestClient;
  const PREVIEW = 'query($message: JSON!) { previewOmniCampaignEmail(message: $message) { subject html text warnings } }';
  const TEST_SEND = 'mutation($message: JSON!) { sendTestOmniCampaignEmail(message: $message) { sent_to message warnings } }';

  beforeAll(async () => {
    server = await startTestServer();
    gerente = await signedIn(server, 'gerente@bompreco.com.br');
    analista = await signedIn(server, 'analista@bompreco.com.br');
  });
  afterAll(() => server.close());

  it('previews with a sample consumer in the account brand colour; refuses who may not open the e-mail page', async () => {
    const [account] = await server.services.db.query<{ brand_color: string }>('select brand_color from accounts where id = $1', [DEMO_ACCOUNT_IDS.bompreco]);
    const result = await gerente.gql(PREVIEW, { message: simple() });
    expect(result.errors).toBeUndefined();
    const preview = result.data!.previewOmniCampaignEmail;
    expect(preview.subject).toBe('Ofertas para Maria');
    expect(preview.html).toContain(account.brand_color);
    expect(preview.html).toContain('Olá, Maria!');
    expect(preview.text).toContain('/optout');
    const refused = await analista.gql(PREVIEW, { message: simple() });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await gerente.gql(PREVIEW, { message: { email_configuration_type: 'HTML', html: '<img src="http://x.com/a.png">' } });
    expect(bad.errors?.[0].message).toBe('Imagens recusadas (não são https nem enviadas por aqui): http://x.com/a.png.');
  });

  it("sends the test only to the session user's own address, through the mailer (outbox), rate-limited", async () => {
    const sent = await gerente.gql(TEST_SEND, { message: simple() });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendTestOmniCampaignEmail.sent_to).toBe('gerente@bompreco.com.br');
    const [row] = await server.services.db.query<{ recipients: string[]; subject: string; html: string; body: string }>(
      "select recipients, subject, html, body from outbox_messages where subject like '[TESTE]%' order by created_at desc limit 1",
    );
    expect(row.recipients).toEqual(['gerente@bompreco.com.br']);
    expect(row.subject).toBe('[TESTE] Ofertas para Maria');
    expect(row.html).toContain('Olá, Maria!');
    expect(row.body).toContain('Olá, Maria!');
    // no way to name another address
    const other = await gerente.gql('mutation($message: JSON!) { sendTestOmniCampaignEmail(message: $message, to: "x@evil.com") { sent_to } }', { message: simple() });
    expect(other.errors?.length).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) await gerente.gql(TEST_SEND, { message: simple() });
    const limited = await gerente.gql(TEST_SEND, { message: simple() });
    expect(limited.errors?.[0].message).toMatch(/^Limite de 5 e-mails de teste em 10 minutos atingido/);
    const [{ n }] = await server.services.db.query<{ n: number }>("select count(*)::int as n from outbox_messages where subject like '[TESTE]%'");
    expect(n).toBe(5);
    expect((await analista.gql(TEST_SEND, { message: simple() })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('stores processed_html on save (an MJML error refuses the save)', async () => {
    const SAVE = 'mutation($data: OmniCampaignInput!) { upsertDraftOmniCampaign(data: $data) { _id } }';
    const data = (message: Record<string, unknown>) => ({ data: { title: 'E-mail', schedule_settings: [{ initial_hour: '09:00', final_hour: '18:00', channels: { email: { active: true, priority: 1, message } } }] } });
    const saved = await gerente.gql(SAVE, data(simple()));
    expect(saved.errors).toBeUndefined();
    const [row] = await server.services.db.query<{ message: Record<string, unknown> }>("select schedule_settings -> 0 -> 'channels' -> 'email' -> 'message' as message from omni_campaigns where id = $1", [
      saved.data!.upsertDraftOmniCampaign._id,
    ]);
    expect(String(row.message.processed_html)).toContain('[primeiro nome]');
    expect(String(row.message.processed_html)).toContain(`href="${OPT_OUT_VARIABLE}"`);
    expect(String(row.message.processed_text)).toContain('Olá, [primeiro nome]!');
    const broken = await gerente.gql(SAVE, data({ subject: 'x', email_configuration_type: 'BUILDER', builder_configuration: { mjml: '<mjml><mj-body><mj-text>x</mj-text></mj-body></mjml>' } }));
    expect(broken.errors?.[0].message).toMatch(/^O modelo do editor visual tem erros de MJML/);
  });

  it('uploads an e-mail image and an HTML file (sanitised, refused parts listed, bad images refused), for the e-mail page only', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
    const image = await gerente.rest('POST', '/api/uploads/email-images', { fileName: 'topo.png', base64: png.toString('base64') });
    expect(image.status).toBe(201);
    expect(image.body.url).toMatch(/^\/api\/uploads\/[0-9a-f]{32}\.png$/);
    const html = `<html><body><p onclick="x()">Oi</p><script>alert(1)</script><img src="${image.body.url}"></body></html>`;
    const file = await gerente.rest('POST', '/api/uploads/email-html', { fileName: 'campanha.html', base64: Buffer.from(html).toString('base64') });
    expect(file.status).toBe(200);
    expect(file.body.fileName).toBe('campanha.html');
    expect(file.body.refused).toEqual(['atributo onclick', '<script>']);
    expect(file.body.html).not.toMatch(/script|onclick/);
    expect(file.body.html).toContain(`${server.url.replace(/\/$/, '')}`.length > 0 ? '/api/uploads/' : '');
    const badImages = await gerente.rest('POST', '/api/uploads/email-html', { fileName: 'c.html', base64: Buffer.from('<img src="http://x.com/a.png">').toString('base64') });
    expect(badImages.status).toBe(400);
    expect(badImages.body.message).toBe('Imagens recusadas (não são https nem enviadas por aqui): http://x.com/a.png.');
    const notHtml = await gerente.rest('POST', '/api/uploads/email-html', { fileName: 'c.pdf', base64: Buffer.from('x').toString('base64') });
    expect(notHtml.body.message).toBe('Envie um arquivo .html.');
    const big = await gerente.rest('POST', '/api/uploads/email-html', { fileName: 'c.html', base64: Buffer.alloc(1_000_001, 'a').toString('base64') });
    expect(big.status).toBe(413);
    expect((await analista.rest('POST', '/api/uploads/email-html', { fileName: 'c.html', base64: Buffer.from('<p>x</p>').toString('base64') })).status).toBe(403);
    expect((await analista.rest('POST', '/api/uploads/email-images', { fileName: 'topo.png', base64: png.toString('base64') })).status).toBe(403);
  });
});

/**
 * The terms of use are written in a small Markdown subset (issue 13 item 7): "# " and "## " headings,
 * "- " list items, **bold**, *italic* and blank-line paragraphs. Every character of the text is escaped
 * first, so nothing the author types becomes markup of its own: the only tags are the ones made here.
 * One truth for the admin page's preview and the public sign-up page (the server sanitises again).
 */

/** Longest terms text accepted (characters). */
export const TERMS_TEXT_MAX_LENGTH = 20_000;
/** Longest terms title accepted (characters). */
export const TERMS_TITLE_MAX_LENGTH = 120;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const inline = (text: string) =>
  escape(text)
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>');

/** The terms text as HTML: only h2, h3, p, ul, li, strong, em and br. */
export function termsToHtml(text: string): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    if (list.length) out.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    paragraph = [];
    list = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      flush();
    } else if (/^##\s+/.test(line)) {
      flush();
      out.push(`<h3>${inline(line.replace(/^##\s+/, ''))}</h3>`);
    } else if (/^#\s+/.test(line)) {
      flush();
      out.push(`<h2>${inline(line.replace(/^#\s+/, ''))}</h2>`);
    } else if (/^\s*[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^\s*[-*]\s+/, ''));
    } else {
      if (list.length) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return out.join('');
}

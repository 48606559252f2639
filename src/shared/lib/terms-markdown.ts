import { Marked, type Tokens } from 'marked';

/**
 * The terms of use are written in Markdown (issue 13 item 7) and rendered by `marked` (a maintained
 * CommonMark/GFM parser) with three rules of ours, so nothing the author types becomes markup of its
 * own: raw HTML is shown as text, links keep only http(s) and mailto addresses (anything else becomes
 * its text), images become their description. "#" is the page's h2 and "##" its h3 (the public page
 * already has its h1). One truth for the admin page's preview and the public sign-up page; the server
 * sanitises the result again with an allow-list (`server/modules/terms/service.ts`).
 */

/** Longest terms text accepted (characters). */
export const TERMS_TEXT_MAX_LENGTH = 20_000;
/** Longest terms title accepted (characters). */
export const TERMS_TITLE_MAX_LENGTH = 120;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const terms = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      const text = escape(token.text.trim());
      return 'block' in token && token.block ? `<p>${text}</p>` : text;
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, depth + 1);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>`;
    },
    link({ href, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      return SAFE_HREF.test(href) ? `<a href="${escape(href)}" rel="noopener noreferrer" target="_blank">${text}</a>` : text;
    },
    image({ text }: Tokens.Image) {
      return escape(text);
    },
  },
});

/** The terms text as HTML (headings, paragraphs, lists, emphasis, line breaks, safe links). */
export function termsToHtml(text: string): string {
  return (terms.parse(text, { async: false }) as string).trim();
}

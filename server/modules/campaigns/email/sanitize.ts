import sanitizeHtml from 'sanitize-html';

/**
 * The e-mail HTML sanitiser (uploaded files, the builder's output): what a mail client may show and
 * nothing that runs. Removed: scripts and every tag not listed below (forms, inputs, iframes, objects,
 * embeds, svg, base, link, meta refresh…), event handlers (`on…`), `javascript:` / `vbscript:` / `data:`
 * links, CSS that runs or loads (`expression(`, `javascript:`, `behavior:`, `@import`), comments.
 * Images must be https or our own uploads (`/api/uploads/…`, made absolute with the public address);
 * others are listed in `refusedImages` (the caller refuses them with their list).
 */

const TAGS = [
  'html', 'head', 'body', 'title', 'style', 'meta',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col',
  'div', 'span', 'p', 'br', 'hr', 'center', 'font', 'a', 'img',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sup', 'sub', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
];
const COMMON_ATTRIBUTES = ['style', 'class', 'id', 'align', 'valign', 'width', 'height', 'bgcolor', 'background', 'border', 'dir', 'lang', 'role', 'title', 'color', 'face', 'size'];

export interface SanitizedHtml {
  html: string;
  /** what was removed, in pt-BR (e.g. `<script>`, `atributo onclick`, `link javascript:`) */
  refused: string[];
  /** image addresses that are neither https nor our uploads */
  refusedImages: string[];
}

const DANGEROUS_CSS = /expression\s*\(|javascript\s*:|vbscript\s*:|behavior\s*:|-moz-binding|@import/gi;
const SAFE_LINK = /^(https?:|mailto:|tel:|#|\[link de optout\]$)/i;

/** An image address as the e-mail will carry it, or null when refused. */
export function emailImageUrl(src: string, publicUrl: string): string | null {
  const value = src.trim();
  if (/^https:\/\//i.test(value)) return value;
  const base = publicUrl.replace(/\/$/, '');
  if (/^\/api\/uploads\/[A-Za-z0-9._-]+$/.test(value)) return `${base}${value}`;
  if (value.startsWith(`${base}/api/uploads/`)) return value;
  return null;
}

export function sanitizeEmailHtml(input: string, publicUrl: string): SanitizedHtml {
  const refused = new Set<string>();
  const refusedImages: string[] = [];
  const html = sanitizeHtml(input, {
    allowedTags: TAGS,
    allowVulnerableTags: true, // <style>: its text is checked below
    allowedAttributes: {
      '*': COMMON_ATTRIBUTES,
      a: ['href', 'target', 'name', 'rel'],
      img: ['src', 'alt'],
      table: ['cellpadding', 'cellspacing', 'summary'],
      td: ['colspan', 'rowspan', 'nowrap'],
      th: ['colspan', 'rowspan', 'nowrap', 'scope'],
      meta: ['charset', 'name', 'content'],
      style: ['type', 'media'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
    transformTags: {
      '*': (tagName, attribs) => {
        if (!TAGS.includes(tagName)) refused.add(`<${tagName}>`);
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          const lower = name.toLowerCase();
          if (lower.startsWith('on')) {
            refused.add(`atributo ${lower}`);
            continue;
          }
          if (lower === 'style' && DANGEROUS_CSS.test(value)) {
            refused.add('CSS executável');
            DANGEROUS_CSS.lastIndex = 0;
            continue;
          }
          DANGEROUS_CSS.lastIndex = 0;
          if ((lower === 'href' || lower === 'background') && value.trim() && !SAFE_LINK.test(value.trim())) {
            const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
            if (scheme) {
              refused.add(`link ${scheme}:`);
              continue;
            }
          }
          if (tagName === 'meta' && lower === 'http-equiv') continue;
          out[name] = value;
        }
        if (tagName === 'img' && typeof out.src === 'string') {
          const url = emailImageUrl(out.src, publicUrl);
          if (url) out.src = url;
          else refusedImages.push(out.src.length > 120 ? `${out.src.slice(0, 117)}...` : out.src);
        }
        return { tagName, attribs: out };
      },
    },
  });
  // sanitize-html escapes the text of <style> (e.g. `>` in selectors); CSS has no entities
  const cleaned = html.replace(/<style([^>]*)>([\s\S]*?)<\/style>/g, (_m, attrs: string, escaped: string) => {
    // `<` is never put back (no way out of the style element)
    let css = escaped.replace(/&gt;/g, '>').replace(/&lt;/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    if (DANGEROUS_CSS.test(css)) {
      refused.add('CSS executável');
      css = css.replace(DANGEROUS_CSS, '/* removido */');
    }
    DANGEROUS_CSS.lastIndex = 0;
    return `<style${attrs}>${css}</style>`;
  });
  return { html: cleaned, refused: [...refused], refusedImages };
}

/** The plain-text part of an e-mail from its HTML (multipart/alternative). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(head|style|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return href.startsWith('#') || !href ? text : `${text} (${href})`;
    })
    .replace(/<(br|\/p|\/tr|\/h[1-6]|\/li|\/div|\/table)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line, i, lines) => line !== '' || (i > 0 && lines[i - 1] !== ''))
    .join('\n')
    .trim();
}

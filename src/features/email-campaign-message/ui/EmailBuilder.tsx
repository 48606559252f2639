import styled from '@emotion/styled';
import grapesjs, { type Editor } from 'grapesjs';
import grapesCss from 'grapesjs/dist/css/grapes.min.css';
import grapesjsMjml from 'grapesjs-mjml';
import fontAwesomeCss from 'font-awesome/css/font-awesome.min.css';
import fontAwesomeWoff2 from 'font-awesome/fonts/fontawesome-webfont.woff2';
import { useEffect, useRef } from 'react';

const Host = styled.div`
  min-height: 640px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
`;

let cssInjected = false;

/**
 * Font Awesome 4.7's stylesheet with its @font-face pointing at the woff2 bundled with this chunk (our
 * origin, allowed by the CSP's default-src 'self'); every browser we support reads woff2.
 */
function localFontAwesome(css: string, woff2Url: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/, `@font-face{font-family:'FontAwesome';src:url('${woff2Url}') format('woff2');font-weight:normal;font-style:normal;font-display:block}`);
}

/**
 * The drag-and-drop builder (grapesjs + grapesjs-mjml): loaded only when opened (this module is the
 * lazy chunk — grapesjs is large); each change hands the MJML up, the server renders it to HTML.
 */
export default function EmailBuilder({ initialMjml, onChange }: { initialMjml: string; onChange: (mjml: string) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!host.current) return undefined;
    if (!cssInjected) {
      const style = document.createElement('style');
      style.textContent = `${localFontAwesome(fontAwesomeCss, fontAwesomeWoff2)}\n${grapesCss}`;
      document.head.appendChild(style);
      cssInjected = true;
    }
    const editor: Editor = grapesjs.init({
      container: host.current,
      // grapesjs writes its height on the container: a fixed one (a percentage of an auto-height parent is 0)
      height: '640px',
      fromElement: false,
      // no calls out of our origin (the CSP refuses them anyway): no telemetry, no icon font from a CDN
      // (the panels' Font Awesome is bundled and injected above)
      telemetry: false,
      cssIcons: '',
      storageManager: false,
      plugins: [grapesjsMjml],
      pluginsOpts: { [grapesjsMjml as unknown as string]: { i18n: {} } },
      components: initialMjml,
    });
    const emit = () => latest.current(editor.getHtml());
    editor.on('update', emit);
    return () => {
      editor.off('update', emit);
      editor.destroy();
    };
    // the editor keeps its own state once opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <Host ref={host} data-testid="email-builder" />;
}

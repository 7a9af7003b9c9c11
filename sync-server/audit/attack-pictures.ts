// Issue 26.3: pictures are safe by construction. Each construct the old SVG blocklist let through
// (and the ones it caught) goes in as a World's cover; the picture is then fetched as a browser
// opening it on its own would. A success is the construct still in the served picture, or the
// picture served without `Content-Disposition: inline` and its sandboxing CSP.
import { exampleTemplate } from '../../schemas/testing/examples';
import { templateJson, zipOf } from '../testing/zip-fixtures';
import { auditAccount } from './audit-accounts';
import type { AttackRow } from './audit-client';
import type { AuditContext } from './audit-context';

const SVG = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="4" height="4"/>${inner}</svg>`;

/** Each construct, and what must not be in the served picture. */
const CONSTRUCTS: [string, string, RegExp][] = [
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/"/>', /meta|refresh/i],
  ['<set attributeName="href">', '<a href="#x"><set attributeName="href" to="https://evil.example/"/><rect width="1" height="1"/></a>', /<set|evil/],
  ['url() in fill', '<rect width="1" height="1" fill="url(https://evil.example/p.svg#g)"/>', /evil/],
  ['url() in filter, mask, cursor', '<g filter="url(https://evil.example/f#f)" mask="url(//evil.example/m#m)" cursor="url(https://evil.example/c.png), auto"/>', /evil|cursor/],
  ['CSS escape u\\72l(...)', '<rect width="1" height="1" style="fill:u\\72l(https://evil.example/e)"/>', /\\|evil/],
  ['image-set', '<style>rect{fill:image-set("https://evil.example/i.png" 1x)}</style>', /image-set|evil/],
  ['xml:base', '<g xml:base="https://evil.example/"><use href="#x"/></g>', /xml:base|evil/],
  ['srcset and ping', '<image srcset="https://evil.example/s.png 1x" ping="https://evil.example/p" width="1" height="1"/>', /srcset|ping|evil/],
  ['script', '<script>alert(1)</script>', /script|alert/],
  ['event handler', '<rect width="1" height="1" onload="alert(1)"/>', /onload|alert/],
  ['foreignObject with HTML', '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"/></foreignObject>', /foreignObject|iframe|evil/],
  ['javascript: link', '<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>', /javascript|<a/],
  ['external <use>', '<use href="https://evil.example/s.svg#x"/>', /evil/],
  ['@import', '<style>@import url(https://evil.example/a.css);</style>', /@import|evil/],
];

/** One row over every construct. */
export async function pictureAttacks(ctx: AuditContext): Promise<AttackRow[]> {
  const author = await auditAccount(ctx, 'painter');
  let successes = 0;
  let fiveHundreds = 0;
  const kept: string[] = [];
  for (const [i, [name, inner, forbidden]] of CONSTRUCTS.entries()) {
    const zip = await zipOf({ 'template.json': templateJson({ ...exampleTemplate(), id: `tpl_audit_picture_${i}`, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }), 'cover.svg': SVG(inner) });
    const imported = await author.caller.upload('/templates/import', { zip });
    if (imported.status >= 500) fiveHundreds++;
    const templateId = (imported.json?.data as { template?: { id: string } } | undefined)?.template?.id;
    if (!templateId) continue;
    const served = await author.caller.send('GET', `/images/templates/${templateId}/cover/cover.svg`);
    if (served.status >= 500) fiveHundreds++;
    const headers = served.headers;
    const safeHeaders = /^inline; filename="cover\.svg"$/.test(headers['content-disposition'] ?? '') && /\bsandbox\b/.test(headers['content-security-policy'] ?? '') && /default-src 'none'/.test(headers['content-security-policy'] ?? '');
    const body = served.text.replace(' xmlns="http://www.w3.org/2000/svg"', '');
    if (forbidden.test(body) || !safeHeaders) {
      successes++;
      kept.push(name);
    }
  }
  return [{ attack: '26.3 SVG constructs the old blocklist missed (and caught), served', attempts: CONSTRUCTS.length, successes, fiveHundreds, note: kept.length ? `kept: ${kept.join(', ')}` : 'every picture rebuilt; inline with a sandboxing CSP' }];
}

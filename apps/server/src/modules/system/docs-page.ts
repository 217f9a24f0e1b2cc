import { describeAccess } from '@app/contracts/access';
import { endpoints } from '@app/contracts/action';
import { businessErrors, httpStatusOf, protocolErrors } from '@app/contracts/errors';
import { errorMessages } from '@app/contracts/messages';
import { actions } from '@app/contracts/registry';
import { requestJsonSchema, responseJsonSchema, type JsonSchema } from './openapi-parts.ts';
import { escapeHtml } from '../../lib/html.ts';

/** A one-line description of a JSON schema: type and constraints. */
function describe(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[];
    return options.map(describe).join(' | ');
  }
  const parts: string[] = [];
  if ('const' in schema) parts.push(JSON.stringify(schema.const));
  else if (Array.isArray(schema.enum))
    parts.push(schema.enum.map((v) => JSON.stringify(v)).join(' | '));
  else if (schema.type === 'array' && schema.items)
    parts.push(`array of ${describe(schema.items as JsonSchema)}`);
  else if (schema.type === 'object' && schema.properties) {
    const props = Object.keys(schema.properties);
    parts.push(`object {${props.join(', ')}}`);
  } else parts.push(typeof schema.type === 'string' ? schema.type : 'any');
  const constraints: Array<[string, string]> = [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['pattern', 'pattern'],
    ['default', 'default'],
  ];
  for (const [key, label] of constraints) {
    if (key in schema) parts.push(`${label} ${JSON.stringify(schema[key])}`);
  }
  return parts.join(', ');
}

function fieldRows(schema: JsonSchema): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const names = Object.keys(properties);
  if (names.length === 0) return '<p class="none">No fields.</p>';
  const rows = names
    .map(
      (name) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${required.has(name) ? 'yes' : 'no'}</td><td>${escapeHtml(describe(properties[name] ?? {}))}</td></tr>`,
    )
    .join('\n');
  return `<table><thead><tr><th>field</th><th>required</th><th>type and constraints</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A readable API reference, rendered on the server: no scripts, styles from /inc/docs.css. */
export function renderDocsPage(productName: string): string {
  const sections = endpoints.flatMap((endpoint) =>
    Object.values(actions)
      .filter((action) => action.endpoint === endpoint)
      .map(
        (action) => `<section id="${escapeHtml(action.name)}">
<h3><code>${escapeHtml(action.name)}</code></h3>
<p class="meta">POST <code>/inc/${endpoint}</code> · who: <strong>${escapeHtml(describeAccess(action.access))}</strong></p>
<p>${escapeHtml(action.summary)}</p>
<h4>Request</h4>
${fieldRows(requestJsonSchema(action.request))}
<h4>Response</h4>
${fieldRows(responseJsonSchema(action.response))}
</section>`,
      ),
  );
  const toc = Object.values(actions)
    .map(
      (action) => `<li><a href="#${escapeHtml(action.name)}">${escapeHtml(action.name)}</a></li>`,
    )
    .join('');
  const codes = [...Object.keys(protocolErrors), ...businessErrors]
    .map(
      (code) =>
        `<tr><td><code>${code}</code></td><td>${httpStatusOf(code as keyof typeof errorMessages)}</td><td>${escapeHtml(errorMessages[code as keyof typeof errorMessages])}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(productName)} API reference</title>
<link rel="stylesheet" href="/inc/docs.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
</head>
<body>
<main>
<h1>${escapeHtml(productName)} API reference</h1>
<p>Every action is a <code>POST</code> to <code>/inc/main</code>, <code>/inc/second</code> or <code>/inc/selling</code>,
form-encoded or JSON, with the action name in the <code>action</code> field. Every such request must carry the
<code>XSRF-TOKEN</code> cookie's value in the <code>X-XSRF-TOKEN</code> header. Success is
<code>{"status": true, ...}</code>; failures are <code>{"status": false, "msg", "code"}</code>.
Machine-readable: <a href="/inc/openapi.json">openapi.json</a>.</p>
<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>${toc}<li><a href="#errors">Error codes</a></li></ul></nav>
<h2>Actions</h2>
${sections.join('\n')}
<h2 id="errors">Error codes</h2>
<table><thead><tr><th>code</th><th>HTTP status</th><th>message</th></tr></thead><tbody>
${codes}
</tbody></table>
</main>
</body>
</html>
`;
}

export const docsStylesheet = `body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1d2430;background:#fafbfc}
main{max-width:960px;margin:0 auto;padding:2rem 1rem}
h1{margin-top:0}h3{margin-bottom:.25rem}
section{border-top:1px solid #dde2ea;padding-top:1rem;margin-top:1.5rem}
.meta{color:#4a5566;margin-top:0}
code{background:#eef1f5;padding:.1rem .3rem;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}
th,td{border:1px solid #dde2ea;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#eef1f5}
nav ul{columns:3;padding-left:1rem}
.none{color:#4a5566;font-style:italic}
`;

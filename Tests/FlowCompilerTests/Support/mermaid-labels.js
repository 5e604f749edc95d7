// Usage: MERMAID_JS=.../mermaid.js node mermaid-labels.js FILE.mmd
// Prints {id: text} for every node, edge ("from->to#n") and subgraph of a flowchart, as Mermaid's own parser
// reads it, with Mermaid's entity codes decoded and <br> as "\n" (what a browser shows), for the diagram tests.
'use strict';
const fs = require('fs'), path = require('path'), vm = require('vm');
process.env.NODE_PATH = [process.env.NODE_PATH, '/usr/share/nodejs'].filter(Boolean).join(path.delimiter);
require('module').Module._initPaths();
const { JSDOM } = require('jsdom');
const dom = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>', { pretendToBeVisual: true });
for (const k of ['window', 'document', 'navigator', 'Element', 'HTMLElement', 'SVGElement', 'Node', 'DOMParser',
  'DocumentFragment', 'getComputedStyle', 'MutationObserver', 'NodeFilter', 'HTMLTemplateElement', 'Text']) {
  if (!(k in globalThis) || k === 'window' || k === 'document') globalThis[k] = k === 'window' ? dom.window : dom.window[k];
}
globalThis.CSSStyleSheet = globalThis.CSSStyleSheet || class { constructor() { this.cssRules = []; }
  insertRule() { return 0; } replaceSync() {} };
vm.runInThisContext(fs.readFileSync(process.env.MERMAID_JS, 'utf8'), { filename: 'mermaid.js' });
const mermaid = globalThis.mermaid || globalThis.__esbuild_esm_mermaid_nm.mermaid.default;
mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', logLevel: 5 });

// Mermaid replaces `#name;` / `#123;` by placeholders before parsing and turns them into HTML entities in the
// finished SVG, where the browser decodes them: do the same, then read the text as a browser would.
function shown(text) {
  const html = String(text ?? '')
    .replace(/\uFB02\u00B0\u00B0(\d+)\u00B6\u00DF/g, '&#$1;')
    .replace(/\uFB02\u00B0(\w+)\u00B6\u00DF/g, '&$1;')
    .replace(/<br\s*\/?>/gi, '\n');
  const div = dom.window.document.createElement('div');
  div.innerHTML = html;
  return div.textContent;
}

(async () => {
  const text = fs.readFileSync(process.argv[2], 'utf8');
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(text);
  const db = diagram.db, out = {};
  const vertices = db.getVertices();
  for (const v of (vertices instanceof Map ? vertices.values() : Object.values(vertices))) out[v.id] = shown(v.text);
  const counts = {};
  for (const e of db.getEdges()) {
    const key = `${e.start}->${e.end}`;
    counts[key] = (counts[key] || 0) + 1;
    out[`${key}#${counts[key]}`] = shown(e.text);
  }
  for (const s of db.getSubGraphs()) out[s.id] = shown(s.title);
  console.log(JSON.stringify(out));
})().catch(e => { console.error(String(e && e.message || e)); process.exit(1); });

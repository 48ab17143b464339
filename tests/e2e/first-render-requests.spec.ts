import { readFileSync } from 'node:fs';
import type { PreloadManifest } from '../../scripts/preload-manifest.mjs';
import { LATER_PARTS, type LaterPart } from '../../scripts/split-catalogs.mjs';
import { expect, test } from './fixtures.ts';

// Every widget's first render, alone on a page for a new visitor: each file the library asks for must be one
// the build lists for that widget (dist/preload.json, generated from the build's chunk graph, never written by
// hand), its language's catalog (the common part and the widget's own) or its platform's adapter. A chunk of another widget, a later wizard step, the
// sanitizer where no html is shown, a style chunk without its component: each is a file no list names, and fails.
// What the first render imports once it has painted is named apart (`afterPaint`: the calling codes' names, the
// sign-in form's rules, the wizard's next step; and by platform, the adapter's areas it prefetches: the sign-up's
// contact check).
const manifest = JSON.parse(readFileSync('dist/preload.json', 'utf8')) as PreloadManifest;
const ALWAYS = ['casino-elements.js', 'casino-elements.css', manifest.catalogs['en']!, ...manifest.adapters['rest']!];
// A signed-in player's widget shows a visitor the sign-in form in its place: that widget's files too, and what it
// fetches once it has painted.
const VISITOR_VIEW: Record<string, string> = { 'casino-account': 'casino-signin', 'casino-source-of-wealth': 'casino-signin' };
// The later texts a widget fetches once its first render has painted (scripts/split-catalogs.mjs LATER_PARTS,
// `afterPaint`): the sign-up's later steps' (and the widgets' that show the same wizard), the sign-in's rules' and
// signed-in view's.
const LATER_TEXTS = new Map<string, string>(Object.values(LATER_PARTS).flatMap((later: LaterPart) => (later.afterPaint
  ? [later.index.split('/')[1]!, ...(later.hosts ?? [])].map((widget): [string, string] => [`casino-${widget}`, manifest.catalogParts[`casino-${later.part}`]!['en']!])
  : [])));

for (const [tag, files] of Object.entries(manifest.widgets)) {
  test(`<${tag}>'s first render fetches only the files dist/preload.json lists for it`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/dist/')) requested.push(pathname.slice('/dist/'.length));
    });
    await page.route('**/examples/first-render.html', (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${tag}</title><link rel="stylesheet" href="/dist/casino-elements.css"><script type="module" src="/dist/casino-elements.js"></script></head><body><casino-platform platform="rest" api-url="/api" jurisdiction="mga" locale="en"></casino-platform><main><${tag}></${tag}></main></body></html>`,
    }));
    await page.goto('/examples/first-render.html');
    await page.waitForFunction((name) => document.querySelector(name)?.matches(':state(mounted)'), tag);
    // What the first render starts once it has painted (an idle prefetch included) is asked for by now.
    await page.waitForLoadState('networkidle');
    const visitorView = VISITOR_VIEW[tag];
    // Its own part of the catalog too, where it has one (another widget's part is a file no list names here).
    const own = [...files, manifest.catalogParts[tag]?.['en']].filter((file) => file !== undefined);
    // The adapter's areas its first reads call (loaded at their first call: adapters/rest/index.ts).
    const areas = [tag, visitorView].flatMap((name) => (name ? manifest.adapterAreas['rest']?.widgets[name] ?? [] : []));
    const prefetchedAreas = manifest.adapterAreas['rest']?.afterPaint[tag] ?? [];
    const allowed = new Set([...ALWAYS, ...own, ...areas, ...prefetchedAreas, ...(manifest.afterPaint[tag] ?? []), ...[tag, visitorView].map((name) => name && LATER_TEXTS.get(name)).filter((file) => file !== undefined), ...(visitorView ? [...manifest.widgets[visitorView]!, ...[manifest.catalogParts[visitorView]?.['en']].filter((file) => file !== undefined), ...(manifest.afterPaint[visitorView] ?? [])] : [])]);
    // The error catalogue's texts come with the error notice's chunk (features/toolkit/host/error-notice-later.ts).
    if ([...allowed].some((file) => file.startsWith('chunks/widget-later-'))) allowed.add(manifest.catalogParts['casino-errors']!['en']!);
    expect(requested.filter((file) => !allowed.has(file)), `files <${tag}> fetched that no list names`).toEqual([]);
    // And the widget's own files were the ones fetched (the list is not merely wide), with the adapter's areas it
    // prefetches once it has painted (the sign-up's contact check does not wait for its area).
    expect([...own, ...prefetchedAreas].filter((file) => !requested.includes(file)), `listed files <${tag}> did not fetch`).toEqual([]);
  });
}

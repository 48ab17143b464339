// The descriptions of part names a widget renders, written beside the code that renders them: a `@csspart`
// tag in a doc comment of the feature's sources (the custom-elements-manifest convention), so a new widget
// describes its own parts in its own folder. The manifest generator reads them, in node; the build drops the
// comments, so they cost the browser nothing. Parts every widget shares (the frame, notices, fields) are
// described once in elements/runtime/manifest-docs.ts.
//
//   /**
//    * A tournament's leaderboard…
//    *
//    * @csspart leaderboard - The leaderboard's content: dates, the player's position or Join, and the table.
//    */

const DOC_COMMENT = /\/\*\*([\s\S]*?)\*\//g;
const TAG = /^@csspart\s+([\w-]+)\s*(?:-\s*)?([\s\S]*)$/;

/** The `@csspart name - description` tags of a source's doc comments: name -> description (one line of prose). */
export function partDocsIn(code) {
  const docs = new Map();
  for (const [, body] of code.matchAll(DOC_COMMENT)) {
    const lines = body.split('\n').map((line) => line.replace(/^\s*\*?\s?/, '').trimEnd());
    // A tag runs until the next tag or the comment's end.
    const tags = [];
    for (const line of lines) {
      if (line.startsWith('@')) tags.push(line);
      else if (tags.length && line.trim()) tags[tags.length - 1] += ` ${line.trim()}`;
    }
    for (const tag of tags) {
      const match = TAG.exec(tag);
      if (!match) continue;
      const description = match[2].replace(/\s+/g, ' ').trim();
      if (!description) throw new Error(`@csspart ${match[1]} has no description`);
      docs.set(match[1], description);
    }
  }
  return docs;
}

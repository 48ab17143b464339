export function minifyCss(text: string, ends?: { first?: boolean; last?: boolean }): string;
interface Quasi { value: { raw: string; cooked?: string } }
interface TemplateLiteralNode { leadingComments?: Array<{ type: string; value: string }> | null; quasis: Quasi[] }
export default function minifyCssLiterals(): { name: string; visitor: { TemplateLiteral(path: { node: TemplateLiteralNode }): void } };

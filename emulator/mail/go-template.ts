/**
 * The part of Go's html/template that Supabase Auth e-mail templates use, so the emulator's
 * mailbox renders `supabase/templates/*.html` (and the subjects in config.toml) as GoTrue would:
 *
 * - `{{ .Field }}`, `{{ .Data.key }}` (a missing key prints nothing), string literals;
 * - `{{ if … }}`, `{{ else if … }}`, `{{ else }}`, `{{ end }}` with Go's truthiness;
 * - the functions `eq`, `ne`, `not`, `and`, `or` (prefix calls, parentheses for nesting);
 * - comments `{{/* … *\/}}` and the trim markers `{{-` / `-}}`;
 * - printed values HTML-escaped the way html/template escapes text (`&`, `<`, `>`, `"`, `'`, `+`).
 *
 * Anything else (`range`, `with`, pipes, variables, other functions) throws, so a template that
 * uses more than this subset fails in the tests instead of rendering differently than GoTrue.
 */

type Value = unknown;
type Data = Record<string, Value>;

type Expr =
  | { kind: "field"; path: string[] }
  | { kind: "string"; value: string }
  | { kind: "call"; name: string; args: Expr[] };

type Node =
  | { kind: "text"; text: string }
  | { kind: "print"; expr: Expr }
  | { kind: "if"; branches: Array<{ test: Expr; body: Node[] }>; otherwise: Node[] };

type Action = { kind: "text"; text: string } | { kind: "action"; source: string };

const FUNCTIONS = new Set(["eq", "ne", "not", "and", "or"]);

export class GoTemplateError extends Error {
  override name = "GoTemplateError";
}

/** Splits the source into text and `{{ … }}` actions, applying the trim markers. */
function lex(source: string): Action[] {
  const parts: Action[] = [];
  let rest = source;
  while (rest.length > 0) {
    const open = rest.indexOf("{{");
    if (open < 0) {
      parts.push({ kind: "text", text: rest });
      break;
    }
    let text = rest.slice(0, open);
    const close = rest.indexOf("}}", open);
    if (close < 0) throw new GoTemplateError("unclosed action");
    let inner = rest.slice(open + 2, close);
    if (/^-\s/.test(inner)) {
      text = text.replace(/\s+$/, "");
      inner = inner.slice(1);
    }
    let after = rest.slice(close + 2);
    if (/\s-$/.test(inner)) {
      inner = inner.slice(0, -1);
      after = after.replace(/^\s+/, "");
    }
    if (text) parts.push({ kind: "text", text });
    const trimmed = inner.trim();
    if (!(trimmed.startsWith("/*") && trimmed.endsWith("*/"))) {
      parts.push({ kind: "action", source: trimmed });
    }
    rest = after;
  }
  return parts;
}

/** Tokens of one action: strings, parentheses and words (`.Data.locale`, `eq`, `if`). */
function tokenize(source: string): string[] {
  const tokens: string[] = [];
  const pattern = /\s*("(?:[^"\\]|\\.)*"|`[^`]*`|\(|\)|[^\s()]+)/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < source.length && (match = pattern.exec(source))) {
    tokens.push(match[1]);
  }
  if (source.slice(pattern.lastIndex).trim() !== "") {
    throw new GoTemplateError(`cannot read action: ${source}`);
  }
  return tokens;
}

function parseExpression(source: string): Expr {
  const tokens = tokenize(source);
  let index = 0;
  const operand = (): Expr => {
    const token = tokens[index++];
    if (token === undefined) throw new GoTemplateError(`missing value in: ${source}`);
    if (token === "(") {
      const expr = call();
      if (tokens[index++] !== ")") throw new GoTemplateError(`missing ) in: ${source}`);
      return expr;
    }
    if (token.startsWith('"')) return { kind: "string", value: JSON.parse(token) as string };
    if (token.startsWith("`")) return { kind: "string", value: token.slice(1, -1) };
    if (token === ".") return { kind: "field", path: [] };
    if (/^(\.[A-Za-z_]\w*)+$/.test(token))
      return { kind: "field", path: token.slice(1).split(".") };
    throw new GoTemplateError(`unsupported in this renderer: ${token}`);
  };
  const call = (): Expr => {
    const head = tokens[index];
    if (head !== undefined && FUNCTIONS.has(head)) {
      index += 1;
      const args: Expr[] = [];
      while (index < tokens.length && tokens[index] !== ")") args.push(operand());
      return { kind: "call", name: head, args };
    }
    return operand();
  };
  const expr = call();
  if (index !== tokens.length) throw new GoTemplateError(`unsupported in this renderer: ${source}`);
  return expr;
}

function parse(actions: Action[]): Node[] {
  let index = 0;
  // Reads nodes until an `else`/`end` (returned to the caller, which decides what it means).
  const block = (): { nodes: Node[]; stop: string | null } => {
    const nodes: Node[] = [];
    while (index < actions.length) {
      const action = actions[index++];
      if (action.kind === "text") {
        nodes.push(action);
        continue;
      }
      const source = action.source;
      if (source === "end" || source === "else" || source.startsWith("else if ")) {
        return { nodes, stop: source };
      }
      if (source.startsWith("if ")) {
        nodes.push(ifNode(source.slice(3)));
        continue;
      }
      const keyword = /^(range|with|define|template|block)\b/.exec(source);
      if (keyword) throw new GoTemplateError(`unsupported in this renderer: ${keyword[1]}`);
      nodes.push({ kind: "print", expr: parseExpression(source) });
    }
    return { nodes, stop: null };
  };
  const ifNode = (firstTest: string): Node => {
    const branches: Array<{ test: Expr; body: Node[] }> = [];
    let test = firstTest;
    for (;;) {
      const { nodes, stop } = block();
      branches.push({ test: parseExpression(test), body: nodes });
      if (stop === "end") return { kind: "if", branches, otherwise: [] };
      if (stop === "else") {
        const tail = block();
        if (tail.stop !== "end") throw new GoTemplateError("missing {{ end }}");
        return { kind: "if", branches, otherwise: tail.nodes };
      }
      if (stop === null) throw new GoTemplateError("missing {{ end }}");
      test = stop.slice("else if ".length);
    }
  };
  const { nodes, stop } = block();
  if (stop !== null) throw new GoTemplateError(`unexpected {{ ${stop} }}`);
  return nodes;
}

/** Go's truth: false, 0, "", nil and empty maps/slices are false. */
function truthy(value: Value): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === "") {
    return false;
  }
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === "object") return Object.keys(value).length > 0;
  return true;
}

function evaluate(expr: Expr, data: Data): Value {
  if (expr.kind === "string") return expr.value;
  if (expr.kind === "field") {
    let value: Value = data;
    for (const key of expr.path) {
      value =
        value && typeof value === "object" ? (value as Record<string, Value>)[key] : undefined;
    }
    return value;
  }
  const args = expr.args.map((arg) => evaluate(arg, data));
  switch (expr.name) {
    case "eq":
    case "ne": {
      if (args.length < 2) throw new GoTemplateError(`${expr.name} needs two values`);
      const [first, ...others] = args;
      // A missing map key is nil: unequal to any string, as in Go.
      const equal = others.some((other) => first !== undefined && first === other);
      return expr.name === "eq" ? equal : !equal;
    }
    case "not":
      return !truthy(args[0]);
    case "and":
      return args.find((arg) => !truthy(arg)) ?? args.at(-1);
    default:
      return args.find((arg) => truthy(arg)) ?? args.at(-1);
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&#34;",
  "'": "&#39;",
  "+": "&#43;",
};

function print(value: Value): string {
  if (value === undefined || value === null) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.replace(/[&<>"'+]/g, (char) => ESCAPES[char]);
}

function render(nodes: Node[], data: Data): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "print") out += print(evaluate(node.expr, data));
    else {
      const branch = node.branches.find((candidate) => truthy(evaluate(candidate.test, data)));
      out += render(branch ? branch.body : node.otherwise, data);
    }
  }
  return out;
}

/** Parses once; the result renders the template with the given data. */
export function compileGoTemplate(source: string): (data: Data) => string {
  const nodes = parse(lex(source));
  return (data) => render(nodes, data);
}

export function renderGoTemplate(source: string, data: Data): string {
  return compileGoTemplate(source)(data);
}

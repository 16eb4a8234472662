// Models wrap JSON in code fences or prose even when asked not to; find the first JSON object that parses.

export type Extracted = { ok: true; value: unknown } | { ok: false; reason: 'empty' | 'no-json' };

export function extractJsonObject(text: string | null | undefined): Extracted {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const direct = tryParse(trimmed);
  if (isObject(direct)) return { ok: true, value: direct };
  for (const match of trimmed.matchAll(/```[a-zA-Z]*\s*([\s\S]*?)```/g)) {
    const fenced = tryParse((match[1] ?? '').trim());
    if (isObject(fenced)) return { ok: true, value: fenced };
  }
  for (let start = trimmed.indexOf('{'); start !== -1; start = trimmed.indexOf('{', start + 1)) {
    const end = matchingBrace(trimmed, start);
    if (end === -1) continue;
    const candidate = tryParse(trimmed.slice(start, end + 1));
    if (isObject(candidate)) return { ok: true, value: candidate };
  }
  return { ok: false, reason: 'no-json' };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Index of the brace closing the one at `start`, skipping braces inside JSON strings; -1 if none. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

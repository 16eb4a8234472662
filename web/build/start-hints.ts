// A returning user's start, at build time. The entry chunk must download and run before it can ask for
// Auth, the signed-in shell, the strings and the current screen; on a slow connection that is most of a
// second in which those could already be downloading. So the build lists them in index.html (JSON, not
// code) and a small script, loaded async and the same for every build, tells the browser about them at
// once (<link rel="modulepreload">: fetched and parsed, not run), only where this browser holds a session
// (the key lib/auth.ts sets): the shell and Auth, the strings of the language lib/i18n.ts will pick, and
// the camera screen's chunks on the camera's address. A signed-out visitor runs the script and asks for
// nothing.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

interface Hints {
  /** localStorage key set while a session is held. */
  sessionKey: string;
  /** localStorage key of the language chosen, and the languages there are (the first is the fallback). */
  languageKey: string;
  languages: readonly string[];
  /** Modules (paths ending so) whose chunks, with their static imports, every returning user needs. */
  shell: string[];
  /** The modules of a language's strings, `{lang}` standing for the language. */
  strings: string[];
  /** The same as `shell`, for the camera screen, on '/'. */
  camera: string[];
}

/** Runs in the page: reads the list, picks the language as lib/i18n.ts does, adds the links. */
const SCRIPT = `(function(){try{
var h=JSON.parse(document.getElementById("start-hints").textContent);
if(!localStorage.getItem(h.session))return;
var n=navigator,c=[localStorage.getItem(h.language)].concat(n.languages||[],n.language);
var g=c.map(function(l){return l&&l.slice(0,2).toLowerCase();}).filter(function(l){return l&&h.strings[l];})[0]||h.fallback;
var f=h.shell.concat(h.strings[g],location.pathname==="/"?h.camera:[]);
f.forEach(function(x){var l=document.createElement("link");l.rel="modulepreload";l.href="/"+x;document.head.appendChild(l);});
}catch(e){}})();
`;

export function startHints(options: Hints): Plugin {
  const { sessionKey, languageKey, languages, shell, strings, camera } = options;
  return {
    name: 'start-hints',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shellFiles = chunkClosure(bundle, shell);
      const others = (files: string[]) => files.filter((file) => !shellFiles.includes(file));
      const hints = {
        session: sessionKey,
        language: languageKey,
        fallback: languages[0],
        shell: shellFiles,
        strings: Object.fromEntries(
          languages.map((language) => [
            language,
            others(
              chunkClosure(
                bundle,
                strings.map((end) => end.replace('{lang}', language)),
              ),
            ),
          ]),
        ),
        camera: others(chunkClosure(bundle, camera)),
      };
      const script = this.getFileName(
        this.emitFile({ type: 'asset', name: 'start-hints.js', source: SCRIPT }),
      );
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('start-hints: index.html is not in the bundle');
      // "<" cannot end the JSON's script element early: file names have none, and JSON.stringify keeps it so.
      html.source = String(html.source).replace(
        '</head>',
        `  <script type="application/json" id="start-hints">${JSON.stringify(hints)}</script>\n` +
          `    <script async src="/${script}"></script>\n  </head>`,
      );
    },
  };
}

/** The chunk files of the modules whose ids end with `ends`, and every chunk they import statically,
 * less those the entry imports (index.html loads them anyway). */
export function chunkClosure(bundle: OutputBundle, ends: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const closure = (starts: string[]) => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = bundle[fileName];
      if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  const starts = ends.map((end) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(end)));
    if (!chunk) throw new Error(`start-hints: no chunk holds ${end}`);
    return chunk.fileName;
  });
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  return [...closure(starts)].filter((file) => !entry.has(file)).sort();
}

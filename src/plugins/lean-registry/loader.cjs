/**
 * Webpack/Rspack loader for .docusaurus/registry.js, client build only (see index.ts).
 * Each registry entry is [() => import("module"), "module", require.resolveWeak("module")];
 * the middle element is blanked. It fails the build if an entry does not have that shape,
 * so a Docusaurus upgrade that changes the format is noticed rather than silently unoptimised.
 */
const ENTRY =
  /^( {2}"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "[^"]+"\)), "[^"]+", (require\.resolveWeak\("[^"]+"\)\][,};]*)$/;

function blankModulePaths(source) {
  const lines = source.split('\n');
  const unexpected = [];
  const out = lines.map((line) => {
    if (!line.startsWith('  "')) return line;
    const match = ENTRY.exec(line);
    if (!match) {
      unexpected.push(line.slice(0, 120));
      return line;
    }
    return `${match[1]}, "", ${match[2]}`;
  });
  if (unexpected.length > 0) {
    throw new Error(
      `lean-registry: unexpected registry entries (has Docusaurus changed registry.js?):\n${unexpected.join('\n')}`,
    );
  }
  return out.join('\n');
}

module.exports = function leanRegistryLoader(source) {
  return blankModulePaths(source);
};
module.exports.blankModulePaths = blankModulePaths;

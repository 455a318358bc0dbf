// Stands in for @docusaurus/theme-classic/lib/prism-include-languages, the client module that
// loads Prism on every page only to register additional languages (see ./index.ts).
export {};

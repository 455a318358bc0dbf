// Only used when Docusaurus Faster is off; with Faster on, SWC compiles the site.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};

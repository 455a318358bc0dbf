// Side-effect style entry of @docsearch/react that ships no types.
declare module '@docsearch/react/style';

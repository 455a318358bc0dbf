/**
 * The page template of the built HTML: Docusaurus's own (core/lib/ssg/ssgTemplate.html.js), except
 * for how the entry scripts start. Docusaurus loads them with `defer`, so when the HTML, the CSS
 * and the scripts arrive close together, the browser evaluates runtime~main and main (hundreds of
 * milliseconds on a phone) before it paints anything, and the page's largest text appears only
 * after them. Here the scripts are preloaded at once, as before, but executed (in order, as
 * `defer` would) from the frame after the first paint: the server-rendered page is always on
 * screen before hydration starts. The inline starter is the same on every page, so the CSP hash
 * that src/plugins/security-headers adds covers it.
 */
export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <script>requestAnimationFrame(function(){setTimeout(function(){<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})})})</script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

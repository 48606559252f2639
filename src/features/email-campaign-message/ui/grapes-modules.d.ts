// grapesjs's stylesheet, as text (webpack asset/source) the builder injects when it opens
declare module 'grapesjs/dist/css/grapes.min.css' {
  const css: string;
  export default css;
}

// Font Awesome 4.7 (grapesjs's panel icons): the stylesheet as text, the woff2 font as its URL (asset/resource)
declare module 'font-awesome/css/font-awesome.min.css' {
  const css: string;
  export default css;
}
declare module 'font-awesome/fonts/fontawesome-webfont.woff2' {
  const url: string;
  export default url;
}

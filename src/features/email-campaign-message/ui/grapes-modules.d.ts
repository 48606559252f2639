// grapesjs's stylesheet, as text (webpack asset/source) the builder injects when it opens
declare module 'grapesjs/dist/css/grapes.min.css' {
  const css: string;
  export default css;
}

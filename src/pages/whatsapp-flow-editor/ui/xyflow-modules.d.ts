// Imported as text (webpack `asset/source`, webpack.config.ts) and injected by the canvas.
declare module '@xyflow/react/dist/style.css' {
  const text: string;
  export default text;
}

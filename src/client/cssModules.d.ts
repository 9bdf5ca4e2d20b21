/** A stylesheet imported by a module: its text (webpack `asset/source`, webpack.config.ts). */
declare module '*.css' {
  const css: string;
  export default css;
}

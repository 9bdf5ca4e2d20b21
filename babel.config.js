/** Babel for the webpack build (browser targets) and jest (current node). See ../shared/STACK.md trap 3. */
module.exports = (api) => ({
  presets: [
    ['@babel/preset-env', api.env('test') ? { targets: { node: 'current' } } : { targets: 'defaults', modules: false }],
    ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
    ['@babel/preset-typescript', { onlyRemoveTypeImports: true }],
  ],
});

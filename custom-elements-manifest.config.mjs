// custom-elements.json is generated from the elements' JSDoc (@tag @summary @attr @prop @fires @csspart @cssprop).
export default {
  globs: ['elements/casino-*.ts'],
  outdir: '.',
  dependencies: false,
  packagejson: false,
};

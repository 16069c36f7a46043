/** @param {Record<string, unknown>} props */
module.exports = function SvgStub(props) {
  return require('react').createElement('svg', props);
};

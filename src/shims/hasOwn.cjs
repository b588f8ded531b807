// `hasown` as node-polyglot uses it, without the function-bind polyfill behind it.
module.exports = (object, key) => Object.prototype.hasOwnProperty.call(object, key);

// node-polyglot's `object.entries` polyfill (with its es-abstract helpers, about 8 kB gzip on
// the login route) is not needed by the browsers the registry supports: Object.entries is there.
module.exports = Object.entries;

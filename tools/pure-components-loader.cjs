// @ts-check
/**
 * An Rspack loader for react-router's ES module build, so the bundler can leave out the components an
 * app never uses. Its file defines each component at the top level as `var Form =
 * React.forwardRef(...)`, then sets `Form.displayName = "Form"`. A bundler must keep a call it cannot
 * prove pure, and a property written to its result, so `Form` (with `useSubmit`, `useFormAction` and
 * the form-encoding code behind it), `ScrollRestoration` and `unstable_HistoryRouter` stayed in the
 * shell's router chunk although no app imports them: 1.5 KB gzip. Upstream knows
 * (remix-run/react-router#14058, #15299); until a release marks them itself, this does the same:
 *
 * - a top-level `var X = React.forwardRef(` / `.memo(` / `.createContext(` gets `\/* @__PURE__ *\/`,
 *   which React's own calls are (they only build an object);
 * - a top-level `X.displayName = "…";` is dropped: React DevTools reads it, and a production build
 *   is never inspected by name (a component's function name still shows).
 *
 * Nothing else changes. pure-components-loader.spec.ts fails when react-router's build no longer has
 * these statements: it changed its layout, and whether this is still needed must be looked at again.
 *
 * @param {string} source
 * @returns {string}
 */
function pureComponents(source) {
  return source.replace(/^var ([\w$]+) = (React\d*\.(?:forwardRef|memo|createContext))\(/gm, 'var $1 = /* @__PURE__ */ $2(').replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
}

module.exports = pureComponents;

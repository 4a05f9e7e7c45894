/**
 * esbuild plugin for the React build: React 19 ships CommonJS only. Bundled as it is, esbuild's
 * CommonJS interop helpers land in a shared chunk that every entry point imports, boot
 * included. So React is first bundled alone into one ES module (in memory, helpers inside
 * it), and `react`, `react-dom`, `react-dom/client` and `react/jsx-runtime` resolve to small
 * ES modules re-exporting its names. Boot then holds no renderer and no interop code.
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';

const MODULES = { react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOMClient', 'react/jsx-runtime': 'JSXRuntime' };

/** The plugin; `nodeEnv` picks React's production or development build. */
export function reactAsEsm(root, nodeEnv) {
  const require = createRequire(`${root}/`);
  let vendor;
  const bundleVendor = async () => {
    const result = await build({
      absWorkingDir: root,
      stdin: { contents: Object.entries(MODULES).map(([m, ns]) => `export * as ${ns} from '${m}';`).join('\n'), resolveDir: root, loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2022'],
      write: false,
      define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
      logLevel: 'warning',
    });
    return result.outputFiles[0].text;
  };
  return {
    name: 'react-as-esm',
    setup(b) {
      const filter = new RegExp(`^(${Object.keys(MODULES).join('|').replace(/\//g, '\\/')})$`);
      b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'react-esm' }));
      b.onResolve({ filter: /^react-vendor$/ }, () => ({ path: 'vendor', namespace: 'react-esm' }));
      b.onLoad({ filter: /.*/, namespace: 'react-esm' }, async ({ path }) => {
        if (path === 'vendor') return { contents: await (vendor ??= bundleVendor()), loader: 'js', resolveDir: root };
        const names = Object.keys(require(path)).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
        const ns = MODULES[path];
        return {
          resolveDir: root,
          loader: 'js',
          contents: `import { ${ns} } from 'react-vendor';\nexport const { ${names.join(', ')} } = ${ns};\nexport default ${ns};`,
        };
      });
    },
  };
}

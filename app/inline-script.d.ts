// `import source from "./x.ts?inline-script"`: the module's default-exported function as minified source
// (scripts/inline-script.ts).
declare module "*?inline-script" {
  const source: string;
  export default source;
}

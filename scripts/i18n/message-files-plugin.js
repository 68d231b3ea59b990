/** Reads messages/{locale}.json: flat keys, "{name}" placeholders (the inlang message-format subset). */
const plugin = {
  key: "plugin.fenmoor.messageFiles",
  toBeImportedFiles: ({ settings }) =>
    settings.locales.map((locale) => ({ locale, path: `./messages/${locale}.json` })),
  importFiles: ({ files }) => {
    const bundles = [];
    const messages = [];
    const variants = [];
    for (const file of files) {
      const json = JSON.parse(new TextDecoder().decode(file.content));
      for (const [bundleId, text] of Object.entries(json)) {
        if (bundleId.startsWith("$")) continue;
        const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const declarations = [...new Set(names)].map((name) => ({ type: "input-variable", name }));
        if (!bundles.some((bundle) => bundle.id === bundleId)) bundles.push({ id: bundleId, declarations });
        messages.push({ bundleId, locale: file.locale, selectors: [] });
        const pattern = text
          .split(/(\{\w+\})/)
          .filter((part) => part !== "")
          .map((part) =>
            /^\{\w+\}$/.test(part)
              ? { type: "expression", arg: { type: "variable-reference", name: part.slice(1, -1) } }
              : { type: "text", value: part },
          );
        variants.push({ messageBundleId: bundleId, messageLocale: file.locale, matches: [], pattern });
      }
    }
    return { bundles, messages, variants };
  },
};
export default plugin;

// markdown-it's browser build (/reader/markdown-it.js, copied from the package by the build), loaded before the
// reader's modules as a classic script: it defines this global.
declare const markdownit: typeof import('markdown-it').default;

// Where the page lives and what is behind it. The server serves the page
// at the root of its host; a static export (`-export`) may be put in any
// folder of any static host. Every address the page makes starts at home,
// so that the same modules work in both.

// home is the path of the site's root, ending in "/": the folder above
// static/, where the page's modules are.
export const home = new URL('../', import.meta.url).pathname;

// isStatic says whether the page is a static export, with no server
// behind: its index.html says so.
export function isStatic() {
  return document.querySelector('meta[name="tabletop-site"]')?.content === 'static';
}

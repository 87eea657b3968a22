// The store page's first item, in the page and on screen, for several built trees side by side
// (issue 18: "its first item no later than" the tree the issue was filed on). Every tree's site runs
// at once, each from its own scripts/deployables.mjs, and the loads are rotated in blocks of two,
// the order reversed every other round, so that the machine's draw falls on every tree alike. The
// watch is the store bench's (profile.mjs's watchFirstItem: a MutationObserver, no frame loop).
// Build each tree first:
//   git worktree add /tmp/issue-tree 465e96d
//   (cd /tmp/issue-tree && pnpm install --frozen-lockfile && pnpm run build)
//   node scripts/bench/first-item-trees.mjs today=. issue=/tmp/issue-tree
// OWA_BENCH_RUNS sets the loads a tree (rounded up to whole blocks); ports from OWA_BENCH_PORT_BASE.
import {
  benchRuns,
  launchBrowser,
  namedTrees,
  phoneContext,
  STORE_PATH,
  spread,
  startTreeSite,
  throttle,
  watchFirstItem,
} from './profile.mjs';

const trees = namedTrees().map((tree) => ({ ...tree, inPage: [], onScreen: [] }));
if (trees.length < 2) throw new Error('usage: first-item-trees.mjs today=. issue=/path/to/built/tree');

const BLOCK = 2;
const rounds = Math.ceil(benchRuns(10) / BLOCK);
const base = Number(process.env.OWA_BENCH_PORT_BASE ?? 9960);
const sites = [];

async function loadFirstItem(browser, origin) {
  const context = await phoneContext(browser);
  // Not a first visit: the news pop-up a first visit idle-loads after the page is no tree's first item.
  await context.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
  const page = await context.newPage();
  await throttle(page, context, { cache: false });
  const firstItem = await watchFirstItem(page);
  await page.goto(`${origin}${STORE_PATH}`);
  const times = await firstItem();
  await context.close();
  return times;
}

try {
  for (const [index, tree] of trees.entries())
    sites.push(await startTreeSite(tree.root, base + index * 20, 'first-item-trees'));
  const browser = await launchBrowser();
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 ? [...trees.keys()].reverse() : [...trees.keys()];
    for (const index of order) {
      for (let load = 0; load < BLOCK; load += 1) {
        const { inPage, onScreen } = await loadFirstItem(browser, sites[index].origin);
        trees[index].inPage.push(inPage);
        trees[index].onScreen.push(onScreen);
        console.log(
          `${trees[index].name}: in the page ${Math.round(inPage)} ms, on screen ${Math.round(onScreen)} ms`,
        );
      }
    }
  }
  await browser.close();
  for (const tree of trees) {
    console.log(
      `${tree.name} (${tree.root}): first item in the page ${spread(tree.inPage)}, on screen ${spread(tree.onScreen)}`,
    );
  }
} finally {
  for (const site of sites) site.stop();
}

// The cycles of an import graph, for the walls that refuse them: the groups of nodes that reach each other
// (Tarjan's strongly connected components), each named by its shortest cycle and the imports along it.

/** The strongly connected groups of a graph, each with more than one node, sorted. */
function tangles(nodes, next) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest cycle through `start` inside `group` (breadth first), as a list of nodes ending at start. */
function shortestCycle(start, group, next) {
  const members = new Set(group);
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of next(node)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const cycle = [node];
        while (cycle[0] !== start) cycle.unshift(previous.get(cycle[0]));
        return [...cycle, start];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start, start];
}

/**
 * @template {{ from: string, to: string }} E
 * @param {E[]} edges the graph, one edge per import (several may join the same two nodes)
 * @returns {{ cycle: string[], steps: E[], others: string[] }[]} one entry per tangle: its shortest cycle
 *   through its first node (ending where it starts), the first edge recorded for each step, and the nodes of
 *   the tangle outside that cycle
 */
export function findCycles(edges) {
  const byFrom = new Map();
  for (const edge of edges) {
    if (!byFrom.has(edge.from)) byFrom.set(edge.from, new Map());
    const targets = byFrom.get(edge.from);
    if (!targets.has(edge.to)) targets.set(edge.to, edge);
  }
  const next = (node) => [...(byFrom.get(node)?.keys() ?? [])].sort();
  const nodes = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  return tangles(nodes, next).map((group) => {
    const cycle = shortestCycle(group[0], group, next);
    return {
      cycle,
      steps: cycle.slice(1).map((to, i) => byFrom.get(cycle[i]).get(to)),
      others: group.filter((node) => !cycle.includes(node)),
    };
  });
}

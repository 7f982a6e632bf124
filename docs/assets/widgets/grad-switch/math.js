// The gradient-recording switch's model, with no DOM: what one run shows.
// Every name and value comes from the build-time JSON that PyTorch produced
// (snippets/widgets/grad_switch.py); this module only arranges them.

// Python spells booleans and null its own way; the widget shows what PyTorch printed.
export const pythonText = (value) =>
  value === null ? "None" : value === true ? "True" : value === false ? "False" : String(value);

// The grad_fn graph (nodes, root first; `next` holds indices or null) as a trail of chips,
// in the order a depth-first walk down next_functions first meets each node. That is not
// the order backward() runs them: for (w * x + b) ** 2 it runs b's AccumulateGrad before
// MulBackward0.
// `follows` says the chip hangs off the chip just before it; otherwise `parent` names it.
export function trail(nodes) {
  const chips = [];
  const seen = new Set();
  const visit = (index, parent, depth) => {
    if (index === null || seen.has(index)) return;
    seen.add(index);
    const node = nodes[index];
    const previous = chips.length ? chips[chips.length - 1].index : null;
    chips.push({
      index,
      name: node.name,
      leaf: node.leaf ?? null,
      parent: parent === null ? null : nodes[parent].name,
      follows: parent !== null && parent === previous,
      depth,
    });
    for (const child of node.next) visit(child, index, depth + 1);
  };
  if (nodes?.length) visit(0, null, 0);
  return chips;
}

// What the widget shows after a run with recording on or off.
export function runView(data, recording) {
  const run = recording ? data.on : data.off;
  return {
    recording,
    repr: run.repr,
    gradFn: pythonText(run.grad_fn),
    requiresGrad: pythonText(run.requires_grad),
    chips: recording && run.grad_fn !== null ? trail(data.graph) : [],
  };
}

// One sentence for the polite live region.
export function readoutText(view) {
  const head = `Recording ${view.recording ? "on" : "off"}: result ${view.repr}, grad_fn ${view.gradFn}, requires_grad ${view.requiresGrad}.`;
  if (!view.chips.length) return `${head} Nothing was recorded.`;
  return `${head} ${view.chips.length} nodes recorded: ${view.chips.map((chip) => chip.name).join(", ")}.`;
}

// Runs bench.wasm and shows its results on the page.
(async () => {
  const out = document.getElementById("out");
  try {
    const go = new Go();
    const { instance } = await WebAssembly.instantiateStreaming(fetch("bench.wasm"), go.importObject);
    await go.run(instance);
    const lines = [];
    const rep = JSON.parse(window.parlourBench || "{}");
    for (const r of rep.results || []) {
      const solve = r.solved ? `solve ${(r.solveTime / 1e6).toFixed(1)} ms (${r.positions} positions; ${r.winner} in ${r.plies})` : "solve -";
      const nps = r.nodes / Math.max(r.searchTime / 1e9, 1e-9);
      lines.push(`${r.game}  ${solve}  search ${Math.round(nps)} nodes/s  [${r.options}]`);
    }
    if (rep.error) lines.push("error: " + rep.error);
    out.textContent = lines.join("\n");
  } catch (err) {
    out.textContent = "The benchmark could not run: " + err;
    window.parlourBench = JSON.stringify({ results: [], error: String(err) });
  }
})();

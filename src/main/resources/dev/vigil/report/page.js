// Walks the counterexample of the report: the data is the JSON in #trace-data.
(function () {
  "use strict";
  const steps = JSON.parse(document.getElementById("trace-data").textContent).steps;
  if (steps.length === 0) {
    return;
  }
  const slider = document.getElementById("step-slider");
  slider.max = String(steps.length - 1);
  let current = 0;

  function text(id, value) {
    document.getElementById(id).textContent = value;
  }

  // The values named so far, each with the step that gave it; the latest value wins.
  function valuesUpTo(last) {
    const values = new Map();
    for (let i = 0; i <= last; i++) {
      if (steps[i].name !== undefined) {
        values.delete(steps[i].name);
        values.set(steps[i].name, { value: steps[i].value, step: i });
      }
    }
    return values;
  }

  function show(index) {
    current = Math.max(0, Math.min(steps.length - 1, index));
    const step = steps[current];
    text("step-label", "Step " + (current + 1) + " of " + steps.length);
    text("step-location", step.where);
    text("step-function", step["function"]);
    text("step-text", step.text);
    slider.value = String(current);
    document.querySelectorAll("tr.current").forEach((r) => r.classList.remove("current"));
    document.querySelectorAll(".inline-value").forEach((e) => e.remove());
    const row = document.getElementById("f" + step.file + "-" + step.line);
    if (row !== null) {
      row.classList.add("current");
      const note = document.createElement("span");
      note.className = "inline-value";
      note.textContent = step.text;
      row.cells[1].appendChild(note);
      const box = row.closest(".source-box");
      box.scrollTop = row.offsetTop - box.clientHeight / 2;
    }
    const body = document.getElementById("values-body");
    body.replaceChildren();
    for (const [name, v] of valuesUpTo(current)) {
      const tr = body.insertRow();
      tr.insertCell().textContent = name;
      tr.insertCell().textContent = v.value;
      if (v.step === current) {
        tr.className = "changed";
      }
    }
    document.getElementById("first").disabled = current === 0;
    document.getElementById("prev").disabled = current === 0;
    document.getElementById("next").disabled = current === steps.length - 1;
    document.getElementById("last").disabled = current === steps.length - 1;
    history.replaceState(null, "", "#step=" + (current + 1));
  }

  document.getElementById("first").addEventListener("click", () => show(0));
  document.getElementById("prev").addEventListener("click", () => show(current - 1));
  document.getElementById("next").addEventListener("click", () => show(current + 1));
  document.getElementById("last").addEventListener("click", () => show(steps.length - 1));
  slider.addEventListener("input", () => show(Number(slider.value)));
  document.addEventListener("keydown", (e) => {
    const moves = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: steps.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      show(moves[e.key]);
    }
  });
  const asked = /step=(\d+)/.exec(location.hash);
  show(asked === null ? 0 : Number(asked[1]) - 1);
})();

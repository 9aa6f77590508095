// The page of `sg serve`: it asks the server's JSON API (/api/…) and nothing else, and
// shows what the API answers — the same reports as `sg … --json`. Three tabs: write a rule
// file (checked as you type), analyse it, play it against the engine (play.js).
"use strict";

const $ = (id) => document.getElementById(id);

// The game open in the editor: where it came from (`bundled` or `file`, or neither for a
// new one), its name, and the text it had when opened.
const current = { origin: null, name: "untitled.game", text: "" };

// ---------------------------------------------------------------- the API

// POSTs `request` to /api/`path`; the answer as JSON or text, or throws the API's error
// (`{error, at}`) with its status.
async function api(path, request, as = "json") {
  const response = await fetch("/api/" + path, {
    method: request === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: request === undefined ? undefined : JSON.stringify(request),
  });
  if (!response.ok) {
    let error;
    try {
      error = await response.json();
    } catch (_) {
      error = { error: `the server answered ${response.status}` };
    }
    error.status = response.status;
    throw error;
  }
  return as === "json" ? response.json() : response.text();
}

// The game as the API names it: the editor's text, and where it came from (its boards
// are read from there).
function gameRequest() {
  const game = { text: $("source").value };
  if (current.origin === "bundled") game.bundled = current.name;
  if (current.origin === "file") game.file = current.name;
  return game;
}

// An element with `text`, and `className`.
function element(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (className) e.className = className;
  return e;
}

// The message of an API error, with its place.
function message(error) {
  if (error.at) {
    return `${error.at.source}, line ${error.at.line}, column ${error.at.column}: ${error.error}`;
  }
  return error.error || String(error);
}

function showError(target, error) {
  target.replaceChildren(element("p", message(error), "error-text"));
}

// A table of facts: [label, value] rows, values as text.
function facts(rows) {
  const table = element("table", undefined, "facts");
  for (const [label, value] of rows) {
    if (value === undefined || value === null || value === "") continue;
    const row = table.insertRow();
    row.append(element("th", label), element("td", String(value)));
  }
  return table;
}

// ---------------------------------------------------------------- tabs and the library

function showTab(name) {
  for (const button of document.querySelectorAll(".tab-button")) {
    button.setAttribute("aria-selected", String(button.dataset.tab === name));
  }
  for (const tab of document.querySelectorAll(".tab")) tab.hidden = tab.id !== name;
  if (name === "analyse") analyse();
  if (name === "play") preparePlay();
}

async function loadLibrary() {
  const list = await api("games");
  const fill = (target, names, origin) => {
    target.replaceChildren();
    for (const name of names) {
      const item = element("li", name);
      item.dataset.origin = origin;
      item.dataset.name = name;
      item.addEventListener("click", () => openGame(origin, name));
      target.append(item);
    }
  };
  fill($("bundled"), list.bundled, "bundled");
  fill($("files"), list.files, "file");
  if (list.files.length === 0) $("files").append(element("li", "(no .game or .dot files)"));
  const add = $("add-game");
  add.replaceChildren();
  for (const name of list.bundled) add.append(new Option(name, "bundled:" + name));
  for (const name of list.files) add.append(new Option(name, "file:" + name));
}

async function openGame(origin, name) {
  try {
    const opened = await api("open", origin === "bundled" ? { bundled: name } : { file: name });
    current.origin = origin;
    current.name = opened.name;
    current.text = opened.text;
    $("source").value = opened.text;
    for (const item of document.querySelectorAll(".game-list li")) {
      item.classList.toggle("current", item.dataset.origin === origin && item.dataset.name === name);
    }
    gameChanged();
  } catch (error) {
    showDiagnostic(error);
  }
}

function newGame() {
  current.origin = null;
  current.name = "untitled.game";
  current.text = "";
  $("source").value = 'game "My game"\nmove take 1..3\n';
  for (const item of document.querySelectorAll(".game-list li")) item.classList.remove("current");
  gameChanged();
  showTab("write");
}

// Whatever was computed for the old text is stale.
let analysed = null;
function gameChanged() {
  $("game-title").textContent = current.name + ($("source").value !== current.text ? " (edited)" : "");
  analysed = null;
  $("position").value = "";
  $("play-position").value = "";
  renderEditor(null);
  scheduleCheck(0);
  if (!$("analyse").hidden) analyse();
  if (!$("play").hidden) preparePlay();
}

// ---------------------------------------------------------------- write

let checkTimer = null;
let checkCount = 0;

function scheduleCheck(delay = 250) {
  clearTimeout(checkTimer);
  checkTimer = setTimeout(check, delay);
}

async function check() {
  const asked = ++checkCount;
  try {
    const text = await api("check", { game: gameRequest(), format: "text" }, "text");
    if (asked !== checkCount) return;
    $("normal-form").textContent = text;
    showDiagnostic(null);
  } catch (error) {
    if (asked !== checkCount) return;
    showDiagnostic(error);
  }
}

function showDiagnostic(error) {
  const diagnostic = $("diagnostic");
  if (!error) {
    diagnostic.textContent = "No errors.";
    diagnostic.className = "diagnostic ok";
    renderEditor(null);
    return;
  }
  diagnostic.textContent = message(error);
  diagnostic.className = "diagnostic error";
  // Marked in the editor when it is about the editor's text.
  const place = error.at && error.at.source === current.name ? error.at : null;
  renderEditor(place);
}

// The line numbers, and the error's place marked behind the text.
function renderEditor(place) {
  const text = $("source").value;
  const lines = text.split("\n");
  const gutter = $("gutter");
  gutter.replaceChildren();
  lines.forEach((_, i) => {
    const number = element("div", String(i + 1));
    if (place && place.line === i + 1) number.className = "error";
    gutter.append(number);
  });
  const backdrop = $("backdrop");
  backdrop.replaceChildren();
  lines.forEach((line, i) => {
    const chars = Array.from(line);
    if (place && place.line === i + 1) {
      const start = Math.min(place.column - 1, chars.length);
      const end = Math.min(start + Math.max(place.width, 1), chars.length);
      backdrop.append(chars.slice(0, start).join(""));
      const mark = element("mark", chars.slice(start, end).join("") || " ");
      mark.id = "error-mark";
      backdrop.append(mark, chars.slice(end).join(""));
    } else {
      backdrop.append(line);
    }
    if (i < lines.length - 1) backdrop.append("\n");
  });
}

// ---------------------------------------------------------------- analyse

async function analyse() {
  const text = $("source").value;
  if (analysed === text) return;
  analysed = text;
  const game = gameRequest();
  const summary = $("summary");
  summary.replaceChildren(element("p", "Computing…"));
  $("answer").replaceChildren();
  $("quotient").replaceChildren();
  $("graph").replaceChildren();
  try {
    showSummary(await api("solve", { game }));
  } catch (error) {
    showError(summary, error);
  }
  const picture = $("table-picture");
  picture.replaceChildren(element("p", "Drawing the table…"));
  try {
    picture.innerHTML = await api("table", { game, format: "svg" }, "text");
  } catch (error) {
    showError(picture, error);
  }
}

function period(report) {
  if (report.period) {
    return `period ${report.period.period} from n = ${report.period.preperiod} (proved)`;
  }
  if (report.arithmetic_period) {
    const a = report.arithmetic_period;
    return `arithmetic period ${a.period}, saltus ${a.saltus}, from n = ${a.preperiod} (proved)`;
  }
  if (report.apparent_arithmetic_period) {
    const a = report.apparent_arithmetic_period;
    return `no period proved; the values look arithmetic-periodic (period ${a.period}, saltus ${a.saltus}) up to n = ${a.up_to}, which proves nothing beyond`;
  }
  if (report.period === null) return "no period proved";
  return undefined;
}

function showSummary(report) {
  const summary = $("summary");
  summary.replaceChildren(element("h3", `${report.game}, ${report.play} play`));
  if (report.position !== undefined) {
    // A game with a start: the answer for it.
    summary.append(element("p", "From its start position:"));
    showAnswer(report, summary);
    return;
  }
  let losing;
  if (report.p_positions && report.p_positions.length) {
    losing = report.p_positions.map((p) => (Array.isArray(p) ? `(${p.join(", ")})` : p)).join(", ");
  }
  summary.append(
    facts([
      ["the game", report.properties],
      ["values", report.values && report.values.join(" ")],
      ["regularity", period(report)],
      ["losing positions (P)", losing],
      ["outcomes", report.outcomes && `${report.outcomes.p} P, ${report.outcomes.n} N, ${report.outcomes.d} D`],
      ["method", report.method],
    ]),
  );
  if (report.nodes) {
    const table = element("table", undefined, "options");
    const head = table.createTHead().insertRow();
    head.append(element("th", "position"), element("th", "outcome"), element("th", "value"));
    for (const node of report.nodes) {
      const row = table.insertRow();
      row.append(element("td", node.node), element("td", node.outcome), element("td", valueText(node)));
    }
    summary.append(table);
  }
  if (report.start) {
    summary.append(element("p", "Its start position:"));
    showAnswer(report.start, summary);
  }
}

function valueText(report) {
  if (report.generalized_grundy) return report.generalized_grundy.symbol || JSON.stringify(report.generalized_grundy);
  if (report.grundy !== undefined && report.grundy !== null) return String(report.grundy);
  if (report.misere_grundy !== undefined && report.misere_grundy !== null) return `G⁻ = ${report.misere_grundy}`;
  return "";
}

function positionText(position) {
  if (!Array.isArray(position)) return JSON.stringify(position);
  if (position.length === 0) return "nothing";
  return position.map((p) => (Array.isArray(p) ? p.join(",") : String(p))).join(" ");
}

const OUTCOME = { P: "P: the player to move loses", N: "N: the player to move wins", D: "D: a draw" };

// An answer for a position (one game, or a sum): outcome, value, moves.
function showAnswer(report, target) {
  target.append(
    facts([
      ["position", positionText(report.position)],
      ["outcome", OUTCOME[report.outcome] || report.outcome],
      ["value", valueText(report) || report.grundy_missing],
      ["with best play", positionMoves(report)],
      ["method", report.method],
      ["note", report.note],
    ]),
  );
  const best = report.winning_moves && report.winning_moves.length ? report.winning_moves : report.drawing_moves;
  if (best && best.length) {
    const kind = report.winning_moves && report.winning_moves.length ? "Winning moves" : "Moves that keep the draw";
    target.append(element("h4", `${kind} (${report.winning_moves_total || report.drawing_moves_total || best.length})`));
    const list = element("ul");
    for (const move of best) list.append(element("li", `${move.move}  →  ${positionText(move.to)}`, "win"));
    target.append(list);
  }
  if (report.options && report.options.length) {
    target.append(element("h4", report.options_complete ? "Every move" : `The first ${report.options.length} moves`));
    const table = element("table", undefined, "options");
    const head = table.createTHead().insertRow();
    head.append(element("th", "move"), element("th", "to"), element("th", "for the mover"));
    for (const option of report.options) {
      const row = table.insertRow();
      const verdict = { P: "win", N: "lose", D: "draw" }[option.outcome];
      row.className = verdict;
      row.append(element("td", option.move), element("td", positionText(option.to)), element("td", verdictText({ verdict, remoteness: option.remoteness })));
    }
    target.append(table);
  }
}

async function analysePosition(event) {
  event.preventDefault();
  const answer = $("answer");
  answer.replaceChildren(element("p", "Computing…"));
  const request = { game: gameRequest(), position: $("position").value, options: 100 };
  if ($("analyse-play").value) request.play = $("analyse-play").value;
  try {
    const report = await api("solve", request);
    answer.replaceChildren(element("h3", `${report.game}, ${report.play} play`));
    if (report.position === undefined) showSummary(report);
    else showAnswer(report, answer);
  } catch (error) {
    showError(answer, error);
  }
}

async function drawGraph() {
  const graph = $("graph");
  graph.replaceChildren(element("p", "Drawing the graph…"));
  const request = { game: gameRequest(), position: $("position").value, format: "svg" };
  if ($("analyse-play").value) request.play = $("analyse-play").value;
  try {
    graph.innerHTML = await api("graph", request, "text");
  } catch (error) {
    showError(graph, error);
  }
}

async function showQuotient() {
  const target = $("quotient");
  target.replaceChildren(element("p", "Computing the misère quotient…"));
  try {
    const q = await api("quotient", { game: gameRequest(), position: $("position").value });
    const name = (x) => q.element_names[x];
    target.replaceChildren(
      element("h3", `Misère quotient of ${q.game}: order ${q.order}`),
      facts([
        ["generators", q.generators.map((g) => `${g.name} = ${q.components ? positionText(q.components[g.heap]) : "heap " + g.heap}`).join(", ") || "none"],
        ["relations", q.relations.map((r) => `${r.left} = ${r.right}`).join(", ") || "none"],
        ["P-portion", q.p_portion.map(name).join(", ")],
        ["heap elements", q.components ? undefined : q.heap_elements.map((x, n) => `${n}:${name(x)}`).join(" ")],
        ["proved", q.proved ? (q.period ? `for all heaps (period ${q.period.period} from heap ${q.period.preperiod})` : "for every sum of these components") : `for heaps up to ${q.largest_heap} only`],
      ]),
    );
  } catch (error) {
    showError(target, error);
  }
}

// One convention for how long a game lasts, as the terminal writes it: "win in N" counts
// the moves to the end from where the player stands, the move about to be made included.
// A move's `remoteness` is that of the position it leads to (N = remoteness + 1); a
// position's is already counted from it (the best move's N equals the position's).
function verdictText(move) {
  if (!move.verdict) return "";
  if (move.remoteness === undefined || move.verdict === "draw") return move.verdict;
  return `${move.verdict} in ${move.remoteness + 1}`;
}

// "the player to move wins in 7" for a position's remoteness, where it is known.
function positionMoves(report) {
  if (report.remoteness === undefined || report.remoteness === null) return undefined;
  const word = { N: "wins", P: "loses" }[report.outcome];
  return word ? `the player to move ${word} in ${report.remoteness}` : undefined;
}

// ---------------------------------------------------------------- wiring

document.addEventListener("DOMContentLoaded", () => {
  for (const button of document.querySelectorAll(".tab-button")) {
    button.addEventListener("click", () => showTab(button.dataset.tab));
  }
  const source = $("source");
  source.addEventListener("input", () => {
    $("game-title").textContent = current.name + (source.value !== current.text ? " (edited)" : "");
    analysed = null;
    renderEditor(null);
    scheduleCheck();
  });
  source.addEventListener("scroll", () => {
    $("backdrop").scrollTop = source.scrollTop;
    $("backdrop").scrollLeft = source.scrollLeft;
    $("gutter").scrollTop = source.scrollTop;
  });
  $("new-game").addEventListener("click", newGame);
  $("position-form").addEventListener("submit", analysePosition);
  $("draw-graph").addEventListener("click", drawGraph);
  $("quotient-button").addEventListener("click", showQuotient);
  loadLibrary()
    .then(() => openGame("bundled", "kayles.game"))
    .catch((error) => showDiagnostic(error));
});

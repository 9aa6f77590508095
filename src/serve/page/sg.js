// The page of `sg serve`: it asks the server's JSON API (/api/…) and nothing else, and
// shows what the API answers — the same reports as `sg … --json`. Three tabs: write a rule
// file (checked as you type), analyse it, play it against the engine.
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

// ---------------------------------------------------------------- play

const play = { session: null, state: null, summands: [], kinds: null, board: null };

function preparePlay() {
  if (!play.session) $("play-status").textContent = "Press “New game” to play.";
}

function summandRequests() {
  return play.summands.map((s) => ({ game: s.game, position: s.position }));
}

function addSummand() {
  const [origin, name] = $("add-game").value.split(/:(.*)/s);
  const game = origin === "bundled" ? { bundled: name } : { file: name };
  play.summands.push({ game, name, position: $("add-position").value });
  renderSummands();
}

function renderSummands() {
  const list = $("summands");
  list.replaceChildren();
  play.summands.forEach((s, i) => {
    const item = element("li", `+ ${s.name} ${s.position}`);
    const remove = element("button", "×");
    remove.type = "button";
    remove.title = "take it out of the sum";
    remove.addEventListener("click", () => {
      play.summands.splice(i, 1);
      renderSummands();
    });
    item.append(remove);
    list.append(item);
  });
}

// What kind each game of the sum is (heaps are drawn as rows of pins), from its check.
async function gameKinds(games) {
  return Promise.all(
    games.map(async (game) => {
      try {
        const report = await api("check", { game });
        if (report.heaps !== undefined) return "heaps";
        if (report.kind === "tokens") return "tokens";
        return "other";
      } catch (_) {
        return "other";
      }
    }),
  );
}

async function newPlay(event) {
  if (event) event.preventDefault();
  if (play.session) {
    fetch("/api/play/" + play.session, { method: "DELETE" }).catch(() => {});
    play.session = null;
  }
  const status = $("play-status");
  status.textContent = "Starting…";
  const game = gameRequest();
  const request = {
    game,
    position: $("play-position").value,
    plus: summandRequests(),
    first: $("first").value,
    values: $("values").checked,
  };
  try {
    play.kinds = await gameKinds([game, ...play.summands.map((s) => s.game)]);
    play.board = null;
    const exchange = await api("play", request);
    play.session = exchange.session;
    received(exchange);
    if (play.kinds.length === 1 && play.kinds[0] === "tokens") await drawBoard(game);
  } catch (error) {
    status.textContent = message(error);
  }
}

// One line of the play protocol, and its replies.
async function send(line) {
  if (!play.session) return;
  try {
    received(await api("play/" + play.session, { line }));
  } catch (error) {
    playNote(message(error));
    if (error.status === 404) play.session = null;
  }
}

function received(exchange) {
  for (const reply of exchange.replies) {
    if (reply.type === "state") {
      play.state = reply;
      renderState();
    } else if (reply.type === "hint") {
      playNote(reply.text);
    } else if (reply.type === "error") {
      playNote("Not a move here: " + reply.error);
    } else if (reply.type === "help" || reply.type === "bye") {
      playNote(reply.help || reply.said);
    }
  }
  if (exchange.ended) play.session = null;
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

/** The note under the play's list (a hint, an error, help); hidden while empty. */
function playNote(text) {
  const note = $("play-note");
  note.textContent = text;
  note.hidden = !text;
}

function renderState() {
  const state = play.state;
  $("play-picture").textContent = state.picture;
  playNote("");
  const status = $("play-status");
  if (state.game_over) {
    const result = state.result || {};
    const verdict = { win: "You win!", lose: "sg wins.", draw: "A draw." }[result.outcome] || "";
    const why = result.why || "";
    status.textContent = `${verdict} ${why.charAt(0).toUpperCase()}${why.slice(1)}`;
    status.className = "status " + (result.outcome || "");
  } else {
    let text = state.to_move === "you" ? "Your move." : "sg to move.";
    const last = state.last_moves && state.last_moves.sg;
    if (last) text = `sg: ${last.move}. ` + text;
    if (state.analysis) text += ` (${OUTCOME[state.analysis.outcome]}${state.analysis.value ? ", value " + state.analysis.value.symbol : ""})`;
    status.textContent = text;
    status.className = "status";
  }
  $("values").checked = state.values;
  const list = $("moves");
  list.replaceChildren();
  list.dataset.turn = String(Number(list.dataset.turn || 0) + 1);
  for (const move of state.moves) {
    const item = element("li", move.move, move.verdict || "");
    item.value = move.number;
    item.dataset.number = move.number;
    if (move.verdict) item.append(element("span", verdictText(move), "verdict"));
    item.addEventListener("click", () => send(String(move.number)));
    list.append(item);
  }
  if (!state.game_over && state.moves_total && state.moves_total > state.moves.length) {
    list.append(element("p", `… and ${state.moves_total - state.moves.length} more: type a move in the game's words below the list`));
  }
  // Once the game is over no move is left: no empty box.
  list.hidden = list.childElementCount === 0;
  drawPosition();
}

// ---------------------------------------------------------------- drawings of positions

// The heaps of each game of the sum, when every game is one of heaps.
function heapsOf(state) {
  if (!play.kinds || play.kinds.some((k) => k !== "heaps")) return null;
  if (play.kinds.length === 1) return [state.position];
  return state.position;
}

function drawPosition() {
  const board = $("board");
  const heaps = heapsOf(play.state);
  if (heaps) {
    board.replaceChildren(pins(heaps));
    return;
  }
  if (play.board) {
    markTokens();
    return;
  }
  board.replaceChildren();
}

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attributes) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes || {})) e.setAttribute(k, v);
  return e;
}

// Rows of pins, one row a heap; a click knocks down a pin (or takes the pins from it to
// the end, where a game takes from the end), a drag across pins knocks them all down.
let chosen = null;
function pins(games) {
  const gap = 26;
  const widest = Math.max(1, ...games.flat().map((n) => Math.min(n, 60)));
  const rows = games.reduce((sum, g) => sum + Math.max(g.length, 1), 0);
  const picture = svg("svg", { width: 90 + widest * gap, height: 20 + rows * 34 + games.length * 10, role: "img" });
  let y = 24;
  games.forEach((heaps, g) => {
    if (heaps.length === 0) {
      const t = svg("text", { x: 8, y: y + 5, "font-size": 13, fill: "#6b6b70" });
      t.textContent = games.length > 1 ? `game ${g + 1}: no heaps` : "no heaps left";
      picture.append(t);
      y += 34;
    }
    heaps.forEach((n, h) => {
      const label = svg("text", { x: 8, y: y + 5, "font-size": 13, fill: "#6b6b70" });
      label.textContent = games.length > 1 ? `${g + 1}.${h + 1}` : `heap ${h + 1}`;
      picture.append(label);
      for (let j = 0; j < Math.min(n, 60); j++) {
        const pin = svg("g", { class: "pin", "data-game": g, "data-heap": h, "data-pin": j });
        pin.append(svg("circle", { cx: 80 + j * gap, cy: y, r: 10, fill: "#e8b04b", stroke: "#7a5a1c", "stroke-width": 1.5 }));
        pin.addEventListener("pointerdown", (e) => {
          e.preventDefault();
          chosen = { g, h, from: j };
          pin.classList.add("chosen");
        });
        pin.addEventListener("pointerup", () => {
          const from = chosen && chosen.g === g && chosen.h === h ? chosen.from : j;
          chosen = null;
          knockDown(g, h, Math.min(from, j), Math.max(from, j));
        });
        picture.append(pin);
      }
      if (n > 60) {
        const more = svg("text", { x: 80 + 60 * gap, y: y + 5, "font-size": 13 });
        more.textContent = `… ${n}`;
        picture.append(more);
      }
      y += 34;
    });
    y += 10;
  });
  return picture;
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Plays the move that knocks down pins a..b of heap h of game g: the one leaving the
// pins on each side as they stand, else the one leaving only the pins before a.
function knockDown(g, h, a, b) {
  const state = play.state;
  if (!state || state.game_over) return;
  const games = heapsOf(state);
  const n = games[g][h];
  const others = games[g].filter((_, i) => i !== h);
  const wanted = [
    [...others, a, n - 1 - b].filter((x) => x > 0),
    [...others, a].filter((x) => x > 0),
  ];
  for (const heaps of wanted) {
    const move = state.moves.find((m) => {
      const to = games.length > 1 ? m.to[g] : m.to;
      const rest = games.length > 1 ? m.to.every((part, i) => i === g || same(part, games[i])) : true;
      return rest && same(sorted(to.filter((x) => x > 0)), sorted(heaps));
    });
    if (move) {
      send(String(move.number));
      return;
    }
  }
  playNote("No move knocks down just those pins: pick one from the list.");
}

// A board of tokens: the graph of the positions of one token, drawn once; tokens marked,
// and a click on a node the token can reach moves it there.
async function drawBoard(game) {
  const state = play.state;
  if (!state || state.position.length !== 1) return;
  try {
    const request = { game, position: state.position[0], format: "svg", max_nodes: 200 };
    const text = await api("graph", request, "text");
    $("board").innerHTML = text;
    play.board = true;
    markTokens();
  } catch (_) {
    play.board = null;
  }
}

function markTokens() {
  const state = play.state;
  const tokens = new Set(state.position);
  const targets = new Map(state.moves.map((m) => [m.to[0], m]));
  for (const node of document.querySelectorAll("#board g.node")) {
    const name = node.querySelector("text") && node.querySelector("text").textContent;
    node.classList.toggle("token", tokens.has(name));
    const move = targets.get(name);
    node.classList.toggle("target", Boolean(move) && !state.game_over);
    node.onclick = move && !state.game_over ? () => send(String(move.number)) : null;
  }
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
  $("play-form").addEventListener("submit", newPlay);
  $("add-summand").addEventListener("click", addSummand);
  $("undo").addEventListener("click", () => send("undo"));
  $("swap").addEventListener("click", () => send("swap"));
  $("hint").addEventListener("click", () => send("hint"));
  $("values").addEventListener("change", () => send($("values").checked ? "values on" : "values off"));
  loadLibrary()
    .then(() => openGame("bundled", "kayles.game"))
    .catch((error) => showDiagnostic(error));
});

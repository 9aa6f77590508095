// The Play tab of the page of `sg serve`: a faithful client of the play protocol
// (docs/JSON.md). Each game started is a new generation, and each state drawn a new turn:
// a request carries the game and the turn it was made for, one line is in flight at a
// time, and a reply for another game or an older turn is dropped, so that a slow answer
// can never draw over a newer game or play a move of a list already replaced. A move is
// sent as the line the protocol gives for it (`input`), never as a bare number. Long lists
// are paged, and a box takes a move typed in any of the ways the terminal reads.
"use strict";

// The moves shown on one page of the list.
const PAGE = 40;

const play = {
  session: null,
  state: null,
  summands: [],
  kinds: null,
  board: null,
  // The game started last, and the state drawn last, in it.
  generation: 0,
  turn: 0,
  busy: false,
  page: 0,
  hinted: new Set(),
};

function preparePlay() {
  showParameters();
  if (!play.session && !play.state) $("play-status").textContent = "Press “New game” to play.";
}

// The parameters of the rule file in the editor (`param NAME = VALUE` lines), each with a
// box in the play form; values typed stay while the file's parameters are the same.
function showParameters() {
  const found = [];
  for (const line of $("source").value.split("\n")) {
    const param = /^\s*param\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(-?[0-9]+)\s*(#.*)?$/.exec(line);
    if (param) found.push({ name: param[1], value: param[2] });
  }
  const target = $("parameters");
  const shown = Array.from(target.querySelectorAll("input")).map((i) => ({ name: i.dataset.param, value: i.dataset.written }));
  if (same(shown, found)) return;
  target.replaceChildren();
  for (const { name, value } of found) {
    const box = element("input");
    box.type = "number";
    box.value = value;
    box.dataset.param = name;
    box.dataset.written = value;
    box.className = "parameter";
    box.setAttribute("aria-label", `the parameter ${name}`);
    const label = element("label", name + " ");
    label.append(box);
    target.append(label);
  }
}

// The parameters set in the play form that differ from the file's.
function parameterValues() {
  const set = {};
  for (const box of $("parameters").querySelectorAll("input")) {
    if (box.value.trim() !== "" && box.value !== box.dataset.written) set[box.dataset.param] = box.value.trim();
  }
  return set;
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

// Ends the game in play on the server, if there is one.
function endSession(session) {
  if (session) fetch("/api/play/" + session, { method: "DELETE" }).catch(() => {});
}

// Nothing of an old game stays on the screen: the board, the picture, the list, the record
// and the notes go; `text` is the status.
function clearPlay(text, kind = "") {
  play.state = null;
  play.chosen = null;
  play.hinted = new Set();
  $("board").replaceChildren();
  $("play-picture").textContent = "";
  $("play-picture").hidden = true;
  $("moves").replaceChildren();
  $("moves").hidden = true;
  $("move-pages").hidden = true;
  $("moves-more").hidden = true;
  $("move-form").hidden = true;
  $("record").replaceChildren();
  $("record-box").hidden = true;
  $("history").replaceChildren();
  playNote("");
  $("play-status").textContent = text;
  $("play-status").className = "status " + kind;
}

async function newPlay(event) {
  if (event) event.preventDefault();
  const generation = ++play.generation;
  endSession(play.session);
  play.session = null;
  setBusy(false);
  clearPlay("Starting…");
  const game = gameRequest();
  const set = parameterValues();
  if (Object.keys(set).length) game.set = set;
  const games = [game, ...play.summands.map((s) => s.game)];
  const request = {
    game,
    position: $("play-position").value,
    plus: summandRequests(),
    first: $("first").value,
    values: $("values").checked,
  };
  try {
    const kinds = await gameKinds(games);
    if (generation !== play.generation) return;
    const exchange = await api("play", request);
    if (generation !== play.generation) {
      endSession(exchange.session);
      return;
    }
    play.kinds = kinds;
    play.session = exchange.ended ? null : exchange.session;
    play.page = 0;
    received(exchange);
  } catch (error) {
    if (generation !== play.generation) return;
    clearPlay(message(error), "error");
  }
}

// Sends one line of the protocol for the state drawn at `turn` (none: whatever the turn);
// nothing is sent while another line is in flight, or once the turn has passed.
async function send(line, turn) {
  if (!play.session || play.busy) return false;
  if (turn !== undefined && turn !== play.turn) return false;
  const generation = play.generation;
  const session = play.session;
  setBusy(true);
  try {
    const exchange = await api("play/" + session, { line });
    if (generation !== play.generation) return true;
    setBusy(false);
    received(exchange);
  } catch (error) {
    if (generation !== play.generation) return true;
    setBusy(false);
    playNote(message(error));
    if (error.status === 404) play.session = null;
  }
  return true;
}

// While a line is in flight the controls rest and the status says sg is thinking.
function setBusy(busy) {
  play.busy = busy;
  $("play").classList.toggle("busy", busy);
  for (const id of ["undo", "swap", "hint", "values", "move-play"]) $(id).disabled = busy;
  if (busy) {
    $("play-status").dataset.before = $("play-status").textContent;
    $("play-status").textContent = "sg is thinking…";
  } else if ($("play-status").dataset.before !== undefined) {
    $("play-status").textContent = $("play-status").dataset.before;
    delete $("play-status").dataset.before;
  }
}

function received(exchange) {
  for (const reply of exchange.replies) {
    if (reply.type === "state") {
      play.state = reply;
      play.hinted = new Set();
      renderState();
    } else if (reply.type === "hint") {
      showHint(reply);
    } else if (reply.type === "error") {
      playNote("Not taken: " + reply.error);
    } else if (reply.type === "help" || reply.type === "bye") {
      playNote(reply.help || reply.said);
    }
  }
  if (exchange.ended) play.session = null;
}

// A hint: its words, and its moves marked in the list (the page of the first shown).
function showHint(hint) {
  play.hinted = new Set(hint.best_moves.map((m) => m.number));
  const first = hint.best_moves.length ? play.state.moves.findIndex((m) => m.number === hint.best_moves[0].number) : -1;
  if (first >= 0) play.page = Math.floor(first / PAGE);
  renderMoves();
  playNote(hint.text);
}

/** The note under the play's list (a hint, an error, help); hidden while empty. */
function playNote(text) {
  const note = $("play-note");
  note.textContent = text;
  note.hidden = !text;
}

function renderState() {
  play.turn += 1;
  play.chosen = null;
  const state = play.state;
  $("play-picture").textContent = state.picture;
  $("play-picture").hidden = false;
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
    if (state.analysis) {
      const value = state.analysis.value ? `, value ${state.analysis.value.symbol}` : "";
      const moves = positionMoves(state.analysis);
      text += ` (${OUTCOME[state.analysis.outcome]}${moves ? ": " + moves.replace("the player to move wins", "you win").replace("the player to move loses", "you lose") : ""}${value})`;
    }
    status.textContent = text;
    status.className = "status";
  }
  $("values").checked = state.values;
  $("move-form").hidden = state.game_over;
  renderRecord();
  renderMoves();
  drawPosition();
}

// Every move made since the start, who made it first.
function renderRecord() {
  const record = $("record");
  record.replaceChildren();
  for (const made of play.state.record || []) {
    record.append(element("li", `${made.by === "you" ? "you" : "sg"}: ${made.move}`, made.by));
  }
  $("record-box").hidden = record.childElementCount === 0;
  record.scrollTop = record.scrollHeight;
  renderHistory();
}

// Values mode's value history, as GamesmanUni draws it: a cell for each move of the record,
// coloured by the position it was made from, for its mover (won, lost, drawn), with its
// remoteness; then the position now, for the player to move.
function renderHistory() {
  const state = play.state;
  const strip = $("history");
  strip.replaceChildren();
  const cell = (verdict, remoteness, by, title) => {
    const moves = verdict === "draw" || remoteness === undefined || remoteness === null ? "" : String(remoteness);
    const item = element("span", moves, `${verdict} ${by}`);
    item.setAttribute("role", "listitem");
    item.title = `${title}: ${verdict}${moves ? " in " + moves : ""} for ${by}`;
    strip.append(item);
  };
  (state.record || []).forEach((made, i) => {
    if (made.verdict) cell(made.verdict, made.remoteness, made.by, `${i + 1}. ${made.by}: ${made.move}`);
  });
  if (state.analysis && !state.game_over && strip.childElementCount) {
    const verdict = { N: "win", P: "lose", D: "draw" }[state.analysis.outcome];
    cell(verdict, state.analysis.remoteness, state.to_move, "now");
    strip.lastChild.classList.add("now");
  }
  $("history-box").hidden = strip.childElementCount === 0;
}

// The page of the list shown, each move marked in values mode and where a hint names it.
function renderMoves() {
  const state = play.state;
  const list = $("moves");
  list.replaceChildren();
  const moves = state.game_over ? [] : state.moves;
  const pages = Math.max(1, Math.ceil(moves.length / PAGE));
  play.page = Math.min(Math.max(play.page, 0), pages - 1);
  const from = play.page * PAGE;
  const turn = play.turn;
  for (const move of moves.slice(from, from + PAGE)) {
    const item = element("li", move.move, move.verdict || "");
    item.value = move.number;
    item.dataset.number = move.number;
    if (play.hinted.has(move.number)) item.classList.add("hinted");
    if (move.verdict) item.append(element("span", verdictText(move), "verdict"));
    item.addEventListener("click", () => send(move.input, turn));
    list.append(item);
  }
  list.hidden = list.childElementCount === 0;
  const total = state.moves_total === null ? `more than ${moves.length}` : String(moves.length);
  $("move-pages").hidden = pages === 1 && state.moves_total !== null;
  $("moves-page").textContent = moves.length ? `moves ${from + 1}–${Math.min(from + PAGE, moves.length)} of ${total}` : "";
  $("moves-more").hidden = state.game_over || state.moves_total !== null;
  $("moves-back").disabled = play.page === 0;
  $("moves-next").disabled = play.page >= pages - 1;
}

function turnPage(by) {
  if (!play.state) return;
  play.page += by;
  renderMoves();
}

// A move typed in the box, as the terminal reads it: a number, its words, the position
// after it (`to 3 1`), or the game's own words.
async function typedMove(event) {
  event.preventDefault();
  const box = $("move-text");
  const line = box.value.trim();
  if (!line) return;
  if (await send(line, play.turn)) box.value = "";
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
    board.replaceChildren(pins(heaps, play.state.layout || []));
    return;
  }
  if (play.state.figures && play.state.figures.length) {
    drawFigures(board);
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

// The columns a row of pins is drawn with at most; wider rows end in their sizes.
const WIDEST = 30;

// The rows of one game's heaps as play places them: each row, the heaps in it by their
// index in the position, the names they go by, and the row's width. A heap keeps its name
// and place for the whole game (the terminal's picture says the same), so that a row of
// Kayles knocked down in the middle keeps its gap.
function rowsOf(heaps, layout) {
  if (!layout || !layout.items || layout.items.length !== heaps.length) {
    return heaps.map((n, h) => ({ heaps: [h], names: [String(h + 1)], columns: [0], width: n }));
  }
  return layout.rows
    .map((row, r) => {
      const inRow = layout.items.map((item, h) => ({ item, h })).filter(({ item }) => item.row === r);
      return {
        heaps: inRow.map(({ h }) => h),
        names: inRow.map(({ item }) => item.name),
        columns: inRow.map(({ item }) => item.column),
        width: row.width,
      };
    })
    .filter((row) => row.heaps.length > 0);
}

// Rows of pins, one row a heap (or the pieces of one); a click knocks down a pin (or takes
// the pins from it to the end, where a game takes from the end), a drag across pins
// knocks them all down. Pins no longer standing are drawn as rings.
let chosen = null;
function pins(games, layouts) {
  const gap = 26;
  const rowsOfGames = games.map((heaps, g) => rowsOf(heaps, layouts[g]));
  const widest = Math.max(1, ...rowsOfGames.flat().map((row) => Math.min(row.width, WIDEST)));
  const lines = rowsOfGames.reduce((sum, rows) => sum + Math.max(rows.length, 1), 0);
  const labels = rowsOfGames.flat().map((row) => label(row));
  // The pins start past the longest label (about 7.5 pixels a character at this size).
  const left = 28 + 7.5 * Math.max(6, ...labels.map((l) => l.length));
  const width = left + 80 + widest * gap;
  const height = 20 + lines * 34 + games.length * 24;
  const picture = svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img" });
  const turn = play.turn;
  let y = 24;
  rowsOfGames.forEach((rows, g) => {
    if (games.length > 1) {
      const title = svg("text", { x: 8, y: y, "font-size": 13, "font-weight": "bold", fill: "#1d1d1f" });
      title.textContent = `game ${g + 1}`;
      picture.append(title);
      y += 22;
    }
    if (rows.length === 0) {
      const t = svg("text", { x: 8, y: y + 5, "font-size": 13, fill: "#6b6b70" });
      t.textContent = "no heaps left";
      picture.append(t);
      y += 34;
    }
    for (const row of rows) {
      const name = svg("text", { x: 8, y: y + 5, "font-size": 13, fill: "#6b6b70", class: "heap-name" });
      name.textContent = label(row);
      picture.append(name);
      const standing = new Map();
      row.heaps.forEach((h, k) => {
        for (let j = 0; j < games[g][h]; j++) standing.set(row.columns[k] + j, { h, j });
      });
      for (let c = 0; c < Math.min(row.width, WIDEST); c++) {
        const x = left + c * gap;
        const pin = standing.get(c);
        if (!pin) {
          picture.append(svg("circle", { cx: x, cy: y, r: 9, fill: "none", stroke: "#c9c9cf", "stroke-width": 1.5 }));
          continue;
        }
        const { h, j } = pin;
        const drawn = svg("g", { class: "pin", "data-game": g, "data-heap": h, "data-pin": j });
        drawn.append(svg("circle", { cx: x, cy: y, r: 10, fill: "#e8b04b", stroke: "#7a5a1c", "stroke-width": 1.5 }));
        drawn.addEventListener("pointerdown", (e) => {
          e.preventDefault();
          chosen = { g, h, from: j };
          drawn.classList.add("chosen");
        });
        drawn.addEventListener("pointerup", () => {
          const from = chosen && chosen.g === g && chosen.h === h ? chosen.from : j;
          chosen = null;
          knockDown(g, h, Math.min(from, j), Math.max(from, j), turn);
        });
        picture.append(drawn);
      }
      const sizes = svg("text", { x: left + Math.min(row.width, WIDEST) * gap, y: y + 5, "font-size": 13, fill: "#6b6b70" });
      const cut = row.width > WIDEST ? "… " : "";
      sizes.textContent = `${cut}(${row.heaps.map((h) => games[g][h]).join(", ")})`;
      picture.append(sizes);
      y += 34;
    }
    y += 2;
  });
  return picture;
}

// `heap 2`, or `heaps 1, 3` for the pieces of one row.
function label(row) {
  return (row.names.length > 1 ? "heaps " : "heap ") + row.names.join(", ");
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// Plays the move that knocks down pins a..b of heap h of game g: the one leaving the
// pins on each side as they stand, else the one leaving only the pins before a. In a game
// of its own the move is sent in the game's words, naming the heap clicked (`take 2 from
// heap 3 leaving 1 and 4`), which the game reads as exactly one legal move or refuses;
// in a sum, where heaps of several games share names, the listed move is sent, only where
// exactly one listed move leaves those heaps.
function knockDown(g, h, a, b, turn) {
  const state = play.state;
  if (!state || state.game_over || turn !== play.turn) return;
  const games = heapsOf(state);
  const n = games[g][h];
  const others = games[g].filter((_, i) => i !== h);
  const name = rowsOf(games[g], (state.layout || [])[g]).flatMap((row) => row.heaps.map((i, k) => [i, row.names[k]])).find(([i]) => i === h)[1];
  const wanted = [
    { taken: b - a + 1, parts: [a, n - 1 - b].filter((x) => x > 0) },
    { taken: n - a, parts: [a].filter((x) => x > 0) },
  ];
  for (const { taken, parts } of wanted) {
    const heaps = [...others, ...parts];
    const moves = state.moves.filter((m) => {
      const to = games.length > 1 ? m.to[g] : m.to;
      const rest = games.length > 1 ? m.to.every((part, i) => i === g || same(part, games[i])) : true;
      return rest && same(sorted(to.filter((x) => x > 0)), sorted(heaps));
    });
    if (!moves.length) continue;
    if (games.length === 1) {
      const leaving = parts.length ? parts.join(" and ") : "nothing";
      send(`take ${taken} from heap ${name} leaving ${leaving}`, turn);
    } else if (moves.length === 1) {
      send(moves[0].input, turn);
    } else {
      playNote("More than one move leaves those heaps: pick one from the list.");
    }
    return;
  }
  playNote("No move knocks down just those pins: pick one from the list.");
}

// Boards drawn by the server as the state's `figures` (Green Hackenbush, tokens on a graph,
// grids), each in a box of its own. A picture is played on only where its lines are read
// by its own game: the line goes to the first game of the sum that reads it, so the
// pictures of games after a board (which may read the same words) are shown, not played.
function drawFigures(board) {
  const state = play.state;
  board.replaceChildren();
  state.figures.forEach((figure, g) => {
    if (!figure) return;
    const box = element("div", "", "figure");
    box.dataset.game = g;
    box.innerHTML = figure;
    board.append(box);
    const earlier = (play.kinds || []).slice(0, g);
    const live = !state.game_over && earlier.every((kind) => kind === "heaps");
    if (box.querySelector("g.cell")) {
      if (live) playGrid(box);
    } else if (box.querySelector("g.coin")) {
      if (live) playCoins(box);
    } else {
      playGraph(box, live);
    }
  });
}

// A graph: each edge or node that is a move carries the line that plays it (`data-move`),
// so a click on it plays it; a click on a node moves the token there, where one edge with a
// move leads to it (from the token chosen by a click on it, where several could).
function playGraph(box, live) {
  const turn = play.turn;
  const moves = Array.from(box.querySelectorAll("g.edge[data-move]"));
  for (const edge of moves) {
    edge.classList.toggle("target", live);
    if (live) edge.addEventListener("click", () => send(edge.dataset.move, turn));
  }
  for (const node of box.querySelectorAll("g.node")) {
    const name = node.dataset.node;
    node.classList.toggle("chosen", name === play.chosen);
    // A node whose move is made by clicking it (Node Kayles: `remove 3`; Geography: `go to 3`).
    if (node.dataset.move) {
      node.classList.toggle("target", live);
      if (live) node.addEventListener("click", () => send(node.dataset.move, turn));
      continue;
    }
    const into = moves.filter((e) => e.dataset.to === name);
    const out = moves.filter((e) => e.dataset.from === name);
    if (!live || (!into.length && !out.length)) continue;
    node.classList.add("target");
    node.addEventListener("click", () => {
      const fromChosen = into.find((e) => e.dataset.from === play.chosen);
      if (fromChosen) {
        send(fromChosen.dataset.move, turn);
      } else if (out.length) {
        play.chosen = play.chosen === name ? null : name;
        playNote("");
        for (const other of box.querySelectorAll("g.node")) other.classList.toggle("chosen", other.dataset.node === play.chosen);
      } else if (into.length === 1) {
        send(into[0].dataset.move, turn);
      } else {
        playNote("More than one token can go there: click the token to move first, or the edge.");
      }
    });
  }
}

// A grid: a click on a cell plays the move made there (`data-move`), the cells it would
// take lit while the pointer is on it; in a game of dominoes a first click marks a cell
// (and lights the dominoes it can be part of), a click on a neighbour then plays that
// domino.
function playGrid(box) {
  const turn = play.turn;
  const cells = Array.from(box.querySelectorAll("g.cell"));
  const byName = new Map(cells.map((c) => [c.dataset.cell, c]));
  const dominoes = Array.from(box.querySelectorAll("g.domino"));
  const mark = (name) => {
    play.chosen = name;
    playNote("");
    for (const c of cells) c.classList.toggle("chosen", c.dataset.cell === name);
    for (const d of dominoes) d.classList.toggle("offered", name !== null && d.dataset.cells.split(" ").includes(name));
  };
  for (const cell of cells) {
    const name = cell.dataset.cell;
    if (cell.dataset.move) {
      const takes = cell.dataset.takes.split(" ").map((n) => byName.get(n)).filter(Boolean);
      cell.classList.add("target");
      cell.addEventListener("mouseenter", () => takes.forEach((c) => c.classList.add("takes")));
      cell.addEventListener("mouseleave", () => takes.forEach((c) => c.classList.remove("takes")));
      cell.addEventListener("click", () => send(cell.dataset.move, turn));
      continue;
    }
    const mine = dominoes.filter((d) => d.dataset.cells.split(" ").includes(name));
    if (!mine.length) continue;
    cell.classList.add("target");
    cell.addEventListener("click", () => {
      const pair = play.chosen && mine.find((d) => d.dataset.cells.split(" ").includes(play.chosen));
      if (pair && play.chosen !== name) {
        send(pair.dataset.move, turn);
      } else {
        mark(play.chosen === name ? null : name);
      }
    });
  }
  if (play.chosen && byName.has(play.chosen)) mark(play.chosen);
}

// A row of coins: clicks choose the coins a move turns (`g.coin-move`, `data-coins`), the
// coins some move still turns with them lit. A move is played once the coins chosen are
// its coins (or lie in it, between the first and last chosen, as a run of coins does) and
// no other move turns them all; where a larger move also does, a second click on the
// last coin chosen plays the smaller. A click on a coin chosen before unchooses it.
function playCoins(box) {
  const turn = play.turn;
  const coins = Array.from(box.querySelectorAll("g.coin"));
  const moves = Array.from(box.querySelectorAll("g.coin-move")).map((m) => ({
    places: m.dataset.coins.split(" "),
    line: m.dataset.move,
  }));
  const containing = (chosen) => moves.filter((m) => chosen.every((c) => m.places.includes(c)));
  // The move the coins chosen make: exactly its coins, else the one move within their span.
  const made = (chosen) => {
    const exact = moves.find((m) => m.places.length === chosen.length && containing(chosen).includes(m));
    if (exact || chosen.length < 2) return exact;
    const numbers = chosen.map(Number);
    const [low, high] = [Math.min(...numbers), Math.max(...numbers)];
    const within = containing(chosen).filter((m) => m.places.every((p) => p >= low && p <= high));
    return within.length === 1 ? within[0] : undefined;
  };
  const show = (chosen) => {
    play.chosen = chosen.length ? chosen : null;
    const lit = new Set(containing(chosen).flatMap((m) => m.places));
    for (const coin of coins) {
      const place = coin.dataset.coin;
      coin.classList.toggle("chosen", chosen.includes(place));
      coin.classList.toggle("offered", chosen.length > 0 && lit.has(place) && !chosen.includes(place));
    }
    const move = chosen.length ? made(chosen) : undefined;
    const last = chosen[chosen.length - 1];
    if (!chosen.length) playNote("");
    else if (move) playNote(`Click coin ${last} again to play “${move.line}”, or another lit coin.`);
    else playNote("Click another lit coin.");
  };
  for (const coin of coins) {
    const place = coin.dataset.coin;
    if (!containing([place]).length) continue;
    coin.classList.add("target");
    coin.addEventListener("click", () => {
      const chosen = Array.isArray(play.chosen) ? play.chosen : [];
      if (chosen.includes(place)) {
        const move = made(chosen);
        if (place === chosen[chosen.length - 1] && move) return void send(move.line, turn);
        return show(chosen.filter((c) => c !== place));
      }
      const wider = [...chosen, place];
      const next = containing(wider).length ? wider : [place];
      const move = made(next);
      if (move && containing(next).length === 1) return void send(move.line, turn);
      show(next);
    });
  }
  if (Array.isArray(play.chosen)) show(play.chosen);
}

document.addEventListener("DOMContentLoaded", () => {
  $("play-form").addEventListener("submit", newPlay);
  $("add-summand").addEventListener("click", addSummand);
  $("undo").addEventListener("click", () => send("undo"));
  $("swap").addEventListener("click", () => send("swap"));
  $("hint").addEventListener("click", () => send("hint", play.turn));
  // Before a game, the box says whether the next starts in values mode.
  $("values").addEventListener("change", async () => {
    if (!play.session) return;
    const wanted = $("values").checked;
    if (!(await send(wanted ? "values on" : "values off"))) $("values").checked = !wanted;
  });
  $("move-form").addEventListener("submit", typedMove);
  $("moves-back").addEventListener("click", () => turnPage(-1));
  $("moves-next").addEventListener("click", () => turnPage(1));
});

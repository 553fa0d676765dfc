// TabletopError, and the checks of a caller's arguments, which name the
// package's function that was called, never the engine's internals.

/**
 * A player's sentences for a failure, by the failure's code and language:
 * "error" is the catalogue's for a failure a player cannot mend
 * (internal/speech's "error"; test/errors.test.js holds them equal to the
 * engine's); a bad seed, an aborted choice, a terminated worker
 * and a failed download (a load-failed) each say what happened (the
 * engine's catalogue has no sentence for them: the package finds them
 * before the engine answers). The playerMessage of a
 * failure the package finds, in the call's language where it takes one,
 * else in English; TabletopError.playerMessageIn says it in another.
 */
const saved = {
  en: "This saved game cannot be opened: it is damaged, or from another version.",
  fr: "Cette partie enregistrée ne peut pas être ouverte\u00a0: elle est abîmée, ou d’une autre version.",
  it: "Questa partita salvata non si può aprire: è danneggiata, o di un’altra versione.",
  nl: "Deze opgeslagen partij kan niet worden geopend: ze is beschadigd, of van een andere versie.",
};
const sentences = {
  error: {
    en: "Something went wrong: that cannot be done now.",
    fr: "Un problème est survenu\u00a0: cela ne peut pas se faire maintenant.",
    it: "Qualcosa è andato storto: non si può fare ora.",
    nl: "Er ging iets mis: dat kan nu niet.",
  },
  "bad-seed": {
    en: "That game number cannot be played: a game number is a whole number, such as 123.",
    fr: "Ce numéro de partie ne peut pas être joué\u00a0: un numéro de partie est un nombre entier, comme 123.",
    it: "Questo numero della partita non si può giocare: è un numero intero, come 123.",
    nl: "Dat partijnummer kan niet gespeeld worden: een partijnummer is een geheel getal, zoals 123.",
  },
  aborted: {
    en: "The computer was stopped before it chose its move.",
    fr: "L’ordinateur a été arrêté avant de choisir son coup.",
    it: "Il computer è stato fermato prima di scegliere la sua mossa.",
    nl: "De computer is gestopt voordat hij een zet koos.",
  },
  // A save (a position, or options and a log) the engine cannot read:
  // damaged, or of another version; never "not now", it never will be.
  "invalid-position": saved,
  "invalid-event": saved,
  "invalid-options": {
    en: "This game cannot be set up with these settings.",
    fr: "Cette partie ne peut pas être préparée avec ces réglages.",
    it: "Questa partita non si può preparare con queste impostazioni.",
    nl: "Deze partij kan niet met deze instellingen worden opgezet.",
  },
  "unknown-game": {
    en: "This game is not available here.",
    fr: "Ce jeu n’est pas disponible ici.",
    it: "Questo gioco non è disponibile qui.",
    nl: "Dit spel is hier niet beschikbaar.",
  },
  "not-from-start": {
    en: "This game was restored from a save: its moves from the start are not known.",
    fr: "Cette partie a été reprise d’une sauvegarde\u00a0: ses coups depuis le début ne sont pas connus.",
    it: "Questa partita è stata ripresa da un salvataggio: le sue mosse dall’inizio non sono note.",
    nl: "Deze partij is hervat uit een opgeslagen stand: de zetten vanaf het begin zijn niet bekend.",
  },
  "load-failed": {
    en: "The game could not be downloaded: check the connection and try again.",
    fr: "Le jeu n’a pas pu être téléchargé\u00a0: vérifiez la connexion et réessayez.",
    it: "Il gioco non si è potuto scaricare: controlla la connessione e riprova.",
    nl: "Het spel kon niet worden gedownload: controleer de verbinding en probeer het opnieuw.",
  },
  // A load that failed on how the page is set up, not on the connection:
  // the server answered, but with no build of the game (a page, a 404,
  // another game's build), which trying again would not mend.
  "load-failed-setup": {
    en: "The game could not be started: it is not installed correctly.",
    fr: "Le jeu n’a pas pu démarrer\u00a0: il n’est pas installé correctement.",
    it: "Il gioco non si è potuto avviare: non è installato correttamente.",
    nl: "Het spel kon niet starten: het is niet goed geïnstalleerd.",
  },
  terminated: {
    en: "The game has been closed: start a new one to play again.",
    fr: "La partie a été fermée\u00a0: commencez-en une nouvelle pour rejouer.",
    it: "La partita è stata chiusa: iniziane una nuova per giocare ancora.",
    nl: "De partij is gesloten: begin een nieuwe om weer te spelen.",
  },
};

/**
 * A player's sentences for a refusal the package finds itself, by its
 * reason and game: the engine's catalogues' for the same reason
 * (internal/speech's "game-over", LINX's own "match-over"), so that a
 * player reads the same sentence whichever call refused;
 * test/errors.test.js holds them equal to what Table.play says.
 */
const gameOver = {
  en: "The game is over.",
  fr: "La partie est terminée.",
  it: "La partita è finita.",
  nl: "De partij is afgelopen.",
};
const reasons = {
  "game-over": {
    linko: gameOver,
    lino: gameOver,
    linx: {
      en: "The match is over.",
      fr: "La partie est terminée.",
      it: "La partita è finita.",
      nl: "De partij is voorbij.",
    },
  },
};

/** A player's sentences for a refusal of reason in game: undefined where the package has none of its own. */
export function reasonSentences(reason, game) {
  return Object.hasOwn(reasons, reason) && Object.hasOwn(reasons[reason], game) ? reasons[reason][game] : undefined;
}

/** The sentences of a failure of code: its own, else the catalogue's "error". */
function sentencesOf(code) {
  return Object.hasOwn(sentences, code) ? sentences[code] : sentences.error;
}

/**
 * The language of the four that lang (a BCP 47 tag or an Accept-Language
 * list) asks for: the best-weighted whose primary tag is one of them, the
 * first of equals; English where none is, as the engine's lang.Match.
 */
export const languages = Object.freeze(["en", "fr", "it", "nl"]);

export function language(lang) {
  return fitting(lang) ?? "en";
}

/** The language of the four that lang asks for, as language says, or undefined where none fits. */
export function fitting(lang) {
  let best;
  let weight = 0;
  for (const part of typeof lang === "string" ? lang.split(",") : []) {
    const [tag, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    const w = q ? Number(q[1]) : 1;
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (languages.includes(primary) && w > weight) [best, weight] = [primary, w];
  }
  return best;
}

/**
 * err, a failure the package found itself, saying its playerMessage in
 * lang's language; lang may be a call's options object { lang, names }.
 */
export function spokenIn(err, lang) {
  if (typeof lang === "object" && lang !== null && !Array.isArray(lang)) lang = typeof lang.lang === "string" ? lang.lang : undefined;
  if (err instanceof TabletopError) err.playerMessage = err.playerMessageIn(lang);
  return err;
}

/**
 * The mark of a TabletopError: a page without a bundler loads the package
 * as two bundles (dist/lino.js, and dist/start.js when load() is called),
 * each with its own copy of this class, and instanceof holds for either's.
 */
const mark = Symbol.for("@tabletop/engines TabletopError");

/**
 * The key of a refused move's sentence in every language, by tag (the
 * engine's failure's playerMessages): not an enumerable field, so that an
 * error's keys are the declared ones; Symbol.for, so that both bundles
 * (and worker.js, which passes it on) read it.
 */
export const everyLanguage = Symbol.for("@tabletop/engines playerMessages");

/** A failure of the engine: a refused move, bad options or arguments, a closed table, a failed load. */
export class TabletopError extends Error {
  static [Symbol.hasInstance](value) {
    return typeof value === "object" && value !== null && value[mark] === true;
  }

  /**
   * failure: a message, or { code, message, reason?, field?, detail?,
   * playerMessage?, playerMessages? }; a message alone is the code
   * "error" with that message as its detail. playerMessages, a refused
   * move's sentence by language ({ en, fr, it, nl }), is what
   * playerMessageIn says in another language.
   */
  constructor(failure = {}) {
    const f = typeof failure === "string" ? { message: failure } : failure;
    const message = f.message ?? "";
    super(message);
    this.name = "TabletopError";
    Object.defineProperty(this, mark, { value: true });
    /** The kind of failure, such as "illegal-move" or "bad-argument". */
    this.code = f.code ?? "error";
    /** Why a move was refused, such as "not-your-turn", where the engine says. */
    if (f.reason !== undefined) this.reason = f.reason;
    /** The option a refusal of a game's options is about, such as "rounds", where one is at fault. */
    if (f.field !== undefined) this.field = f.field;
    /** The message for a developer. */
    this.detail = f.detail ?? message;
    /** A sentence always safe to show a player, in the language of the call where it named one. */
    this.playerMessage = f.playerMessage ?? sentencesOf(this.code).en;
    if (typeof f.playerMessages === "object" && f.playerMessages !== null) Object.defineProperty(this, everyLanguage, { value: Object.freeze({ ...f.playerMessages }) });
  }

  /**
   * playerMessage in lang's language (a BCP 47 tag or an Accept-Language
   * list): a refused move's sentence, which the engine wrote in every
   * language, and the package's own sentences (a bad seed, an abort, a
   * terminated worker, a failed download, a finished game, the catalogue's
   * "Something went wrong") in any of the four.
   */
  playerMessageIn(lang) {
    const l = language(lang);
    const every = this[everyLanguage];
    if (every !== undefined && Object.values(every).includes(this.playerMessage) && typeof every[l] === "string") return every[l];
    // A sentence two games share in one language ("La partie est
    // terminée.") may differ in another: said as it is where they differ.
    const said = new Set([...Object.values(reasons[this.reason] ?? {}), sentencesOf(this.code), sentences.error].filter((own) => Object.values(own).includes(this.playerMessage)).map((own) => own[l]));
    return said.size === 1 ? [...said][0] : this.playerMessage;
  }
}

/**
 * The failure of fn (the package's function, such as "Table.play") as
 * the caller reads it: a refused move keeps the player's sentence as its
 * message; any other failure says which function failed. typed: the move
 * was text a player may have typed (Table.play's string).
 */
export function failed(fn, failure, typed = false) {
  const detail = `${fn}: ${failure.detail ?? failure.message}`;
  const message = failure.reason !== undefined ? failure.message : `${fn}: ${failure.message}`;
  // The engine's catalogue says "Something went wrong" of every failure
  // but a refused move; the package has a sentence of its own for a
  // damaged save, bad options, an unknown game: said in the same language.
  const said = Object.entries(sentences.error).find(([, sentence]) => sentence === failure.playerMessage);
  // Typed text that reads as no move is the player's to mend: the
  // engine's sentence says what to type ("Tapez « déplacer » suivi de deux
  // endroits…"), the player's message as any refusal's. A malformed move
  // object or JSON is the program's, which a player who clicked cannot
  // mend: the catalogue's "Something went wrong" instead (said in the
  // call's language by spokenIn); the engine's sentence stays the message,
  // for the developer.
  if (failure.reason === "malformed" && !typed) return new TabletopError({ ...failure, message, detail, playerMessage: sentences.error.en, playerMessages: undefined });
  const playerMessage = said && Object.hasOwn(sentences, failure.code) ? sentences[failure.code][said[0]] : failure.playerMessage;
  return new TabletopError({ ...failure, message, detail, playerMessage });
}

/** A bad argument of fn: its name, what it must be, and what it was. */
function bad(fn, name, must, value) {
  let shown;
  try {
    shown = typeof value === "string" ? JSON.stringify(value) : typeof value === "object" && value !== null ? JSON.stringify(value, (_, v) => (typeof v === "bigint" ? `${v}n` : v))?.slice(0, 60) : typeof value === "bigint" ? `${value}n` : String(value);
  } catch {
    shown = typeof value;
  }
  return new TabletopError({ code: "bad-argument", message: `${fn}: ${name} must be ${must}, not ${shown}` });
}

/** Checks of arguments: each returns the value, or throws a bad-argument TabletopError. */
export const check = {
  seat(fn, value, name = "seat") {
    if (!Number.isInteger(value)) throw bad(fn, name, "a whole number (a seat from 0, or -1 for a spectator)", value);
    return value;
  },
  /**
   * A seed: a string of decimal digits, a BigInt, or a safe whole number,
   * each from 0 to 2^64 - 1; returns its digits. Anything else, null
   * included, is a bad-seed TabletopError, wherever the seed is given.
   */
  seed(fn, value, name = "seed") {
    const digits = typeof value === "bigint" ? String(value) : Number.isSafeInteger(value) ? String(value) : value;
    if (typeof value === "number" && Number.isInteger(value) && value > Number.MAX_SAFE_INTEGER) {
      // Rounded before the package saw it: printing it, or calling it out
      // of range, would contradict the range said (2^60 is in it).
      const message = `${fn}: ${name} is a number above 2^53 - 1, which JavaScript has already rounded: pass the seed as a string of its digits or a BigInt`;
      throw new TabletopError({ code: "bad-seed", message, detail: message });
    }
    if (typeof digits !== "string" || !/^[0-9]{1,20}$/.test(digits) || BigInt(digits) >= 2n ** 64n) {
      const short = bad(fn, name, "a whole number from 0 to 2^64 - 1", value).message;
      const detail = `${short}: a seed is a string of its digits, a BigInt, or a number up to 2^53 - 1 (a greater number is already rounded before the engine sees it)`;
      throw new TabletopError({ code: "bad-seed", message: short, detail });
    }
    return digits;
  },
  text(fn, value, name) {
    if (typeof value !== "string") throw bad(fn, name, "a string", value);
    return value;
  },
  /** JSON text, which must parse: a string that does not is a bad-argument, the engine never asked. */
  jsonText(fn, value, name) {
    check.text(fn, value, name);
    try {
      JSON.parse(value);
    } catch (err) {
      throw new TabletopError({ code: "bad-argument", message: `${fn}: ${name} must be JSON text, such as a move's json given to JSON.stringify, not ${JSON.stringify(value.slice(0, 60))}: ${err.message}` });
    }
    return value;
  },
  /** A language: a BCP 47 tag or an Accept-Language list; English where none is given. */
  lang(fn, value) {
    if (value === undefined || value === null) return "en";
    if (typeof value !== "string") throw bad(fn, "lang", 'a language tag such as "fr" or an Accept-Language list', value);
    return value;
  },
  /** JSON: an object or its text; "" (every default) for none where none may be. */
  json(fn, value, name, optional = false) {
    if (optional && (value === undefined || value === null)) return "";
    if (typeof value === "string") return value;
    if (typeof value === "object" && value !== null) {
      return JSON.stringify(value, (_, v) => (typeof v === "bigint" ? String(v) : v));
    }
    throw bad(fn, name, optional ? "an object, its JSON text, or left out" : "an object or its JSON text", value);
  },
  /**
   * A game's or a bot's options, as json takes them: a seed among them,
   * given as an object's member or in the JSON text, is checked as seed
   * checks it (a number past 2^53 has been rounded before the engine could
   * see it) and passed as its digits.
   */
  options(fn, value, name = "options") {
    let options = value;
    if (typeof value === "string") {
      try {
        options = JSON.parse(value);
      } catch {
        return value; // the engine says where the JSON breaks
      }
    }
    if (typeof options === "object" && options !== null && !Array.isArray(options) && options.seed !== undefined) {
      options = { ...options, seed: check.seed(fn, options.seed, `${name}.seed`) };
      return check.json(fn, options, name);
    }
    return check.json(fn, value, name, true);
  },
  /**
   * A move's object, which is neither a choice (of Table.choices, a
   * View's legalMoves) nor an entry of movesOf, the mistakes a page
   * makes: each a bad-argument that says what to pass instead.
   */
  notChoice(fn, move) {
    if (typeof move !== "object" || move === null) return move;
    const named = typeof move.label === "string" ? ` ${JSON.stringify(move.label)}` : "";
    // An entry of movesOf has a json object and no moves; a choice has
    // moves or a pick. Both may have a label, so the entry is told first.
    if (typeof move.json === "object" && move.json !== null && !Array.isArray(move.moves)) {
      throw new TabletopError({ code: "bad-argument", message: `${fn}: move is the movesOf entry${named}, not a move: pass its .json` });
    }
    if (Array.isArray(move.moves) || "pick" in move || "label" in move) {
      throw new TabletopError({ code: "bad-argument", message: `${fn}: move is the choice${named}, not a move: movesOf(choice) lists its moves, and each one's .json is what ${fn} takes` });
    }
    return move;
  },
  list(fn, value, name) {
    if (!Array.isArray(value)) throw bad(fn, name, "an array", value);
    return value;
  },
  /** A choice (Table.choices, a View's legalMoves entry): "moves", or else one member a list; returns that list's key, or "moves". */
  choice(fn, value) {
    const must = "a choice of Table.choices or of a View's legalMoves";
    if (typeof value !== "object" || value === null || Array.isArray(value)) throw bad(fn, "choice", must, value);
    if (Array.isArray(value.moves)) return "moves";
    const listed = Object.keys(value).filter((key) => Array.isArray(value[key]));
    if (listed.length !== 1) throw bad(fn, "choice", must, value);
    return listed[0];
  },
  /** loadWorker's options: the URL of the worker's script, or undefined for the package's own. */
  workerUrl(fn, options) {
    if (options === undefined || options === null) return undefined;
    if (typeof options !== "object" || Array.isArray(options)) throw bad(fn, "options", "an object such as { workerUrl }", options);
    const url = options.workerUrl;
    if (url === undefined || url instanceof URL || typeof url === "string") return url;
    throw bad(fn, "options.workerUrl", "a URL or a string", url);
  },
  /**
   * load's and loadWorker's source: a URL or a string (a path in Node),
   * a Response, bytes or a WebAssembly.Module, any of which load reads
   * (a Response is fetch's, where there is a fetch).
   */
  source(fn, value) {
    const response = typeof Response !== "undefined" && value instanceof Response;
    if (value instanceof URL || typeof value === "string" || response || value instanceof ArrayBuffer || ArrayBuffer.isView(value) || value instanceof WebAssembly.Module) return value;
    throw bad(fn, "source", "a build's URL or path, a Response, its bytes or a WebAssembly.Module", value);
  },
  /** Whether choose's options.onAbort ("move", the default, or "reject") rejects on an abort. */
  onAbort(fn, value) {
    if (value === undefined || value === "move" || value === "reject") return value === "reject";
    throw bad(fn, "options.onAbort", '"move" or "reject"', value);
  },
  /**
   * choose's options.describe and options.lang: { describe, lang }, lang
   * the language of the move's words (with describe) and of a failure's
   * playerMessage (an abort's too), English where left out.
   */
  described(fn, { describe = false, lang }) {
    if (typeof describe !== "boolean") throw bad(fn, "options.describe", "true or false", describe);
    return { describe, lang: check.lang(fn, lang) };
  },
  /**
   * A table a bot may choose at: of the bot's game (else bad-argument),
   * and not over (else an illegal-move of reason game-over). bot and table
   * have the fields game, and over.
   */
  botTable(fn, bot, table) {
    if (table.game !== bot.game) {
      throw new TabletopError({ code: "bad-argument", message: `${fn}: table must be a game of ${bot.game}, this bot's, not of ${table.game}` });
    }
    if (table.over) {
      throw new TabletopError({ code: "illegal-move", reason: "game-over", message: `${fn}: the game is over: nobody is to move`, playerMessage: reasonSentences("game-over", table.game).en });
    }
  },
  /**
   * Engine.simulate's bots, one a seat: each a bot's name, or { name,
   * options } with options as options takes them; returns them as the
   * engine reads them.
   */
  bots(fn, value) {
    if (!Array.isArray(value) || value.length === 0) throw bad(fn, "bots", "an array of bots, one a seat", value);
    return value.map((bot, i) => {
      if (typeof bot === "string") return { name: bot, options: "" };
      if (typeof bot !== "object" || bot === null || typeof bot.name !== "string") throw bad(fn, `bots[${i}]`, 'a bot\'s name or { name, options }', bot);
      return { name: bot.name, options: check.options(fn, bot.options, `bots[${i}].options`) };
    });
  },
  /** A whole number from min to max. */
  whole(fn, value, name, min, max) {
    if (!Number.isInteger(value) || value < min || value > max) throw bad(fn, name, `a whole number from ${min} to ${max.toLocaleString("en")}`, value);
    return value;
  },
  names(fn, value) {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || !value.every((n) => typeof n === "string")) throw bad(fn, "names", "an array of strings", value);
    return value;
  },
  /**
   * [lang, names] of a call that takes (names, lang), as narrate does,
   * (lang) alone, or an options object { lang, names } where names go:
   * what is not an array where names go, with nothing after it, is the
   * language or the options. With players (the table's seats), names for
   * more seats than the table has are refused: the engine would read the
   * extra seats' names as players and number its computers ("Computer 2")
   * where the table has one.
   */
  langAndNames(fn, names, lang, players) {
    let [l, n] = [lang, names];
    if (typeof names === "object" && names !== null && !Array.isArray(names) && lang === undefined) {
      const { lang: optionsLang, names: optionsNames, ...rest } = names;
      const [unknown] = Object.keys(rest);
      if (unknown !== undefined) throw bad(fn, `options.${unknown}`, 'absent: the options are { lang, names }', rest[unknown]);
      [l, n] = [optionsLang, optionsNames];
    } else if (!Array.isArray(names) && names !== undefined && names !== null && lang === undefined) {
      [l, n] = [names, undefined];
    }
    const checked = check.names(fn, n);
    if (players !== undefined && checked.length > players) {
      throw new TabletopError({ code: "bad-argument", message: `${fn}: names has ${checked.length} names for a table of ${players} seats: give one a seat, in the seats' order` });
    }
    return [check.lang(fn, l), checked];
  },
};

/**
 * A failed load: what was loaded, and why. A cause of setUp's, bytes that
 * are no WebAssembly, or a file (a build, Node's worker) not on disk are
 * the page's set-up's: its
 * playerMessage says so, where a download's failure asks to check the
 * connection.
 */
export function loadFailed(fn, what, cause) {
  return new TabletopError({ code: "load-failed", message: `${fn}: cannot load the engine from ${what}: ${cause?.message ?? cause}`, detail: `${fn}: ${cause?.stack ?? cause}`, ...loadSaid(cause) });
}

/** The player's sentences of a load that failed for cause, as loadFailed says them: {} for the code's own (the connection's). */
export function loadSaid(cause) {
  const mistake = cause?.[setUpMark] === true || cause instanceof WebAssembly.CompileError || ["ENOENT", "MODULE_NOT_FOUND", "ERR_MODULE_NOT_FOUND"].includes(cause?.code);
  return mistake ? { playerMessage: sentences["load-failed-setup"].en, playerMessages: sentences["load-failed-setup"] } : {};
}

const setUpMark = Symbol("set-up");

/** Why a load failed that a player's retry would not mend, for loadFailed: the server answered, with no build of the game. */
export function setUp(message) {
  return Object.assign(new Error(message), { [setUpMark]: true });
}

/** An "aborted" TabletopError of fn: why, and the signal's reason as its cause. */
export function aborted(fn, why, reason) {
  const error = new TabletopError({ code: "aborted", message: `${fn}: ${why}` });
  error.cause = reason;
  return error;
}

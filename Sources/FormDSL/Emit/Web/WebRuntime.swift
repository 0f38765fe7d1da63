/// The web module's runtime: the JavaScript that follows the form's table in every `NAME.js`
/// (and in the page's inline module), the behaviour of FormRuntime's Swift for the browser
/// and for Node. It is the same text for every form: everything particular to a form is in
/// the table (`WebTable`), which the runtime reads as `form`.
///
/// The built-in translations are FormRuntime's `BuiltInTranslations`, copied: FormDSL does not
/// depend on FormRuntime, so a test (`WebRuntimeTranslationTests`) holds the two tables equal.
/// The text holds no `</script`, `<!--` or `<script`, so it can stand inside an HTML script
/// element as it is (a test checks that too). docs/WEB.md documents what it exports.
enum WebRuntime {
    static let source: String = #"""
// ---------------------------------------------------------------------------------------------
// formc's web runtime: the form's behaviour as FormRuntime (Swift) has it, for the table above.
// No imports, no dependencies; runs in browsers and in Node 20. docs/WEB.md describes the API.
// ---------------------------------------------------------------------------------------------

/** formc's own texts in its built-in languages (FormRuntime's BuiltInTranslations). */
const LANGUAGES = ["en", "zh-Hans", "de", "fr", "es", "ja"];
const TRANSLATIONS = {
  "formc.required": ["%@ is required.", "%@为必填项。", "%@ ist erforderlich.", "Le champ %@ est obligatoire.", "El campo %@ es obligatorio.", "%@は必須です。"],
  "formc.required.toggle": ["%@ must be accepted.", "必须同意%@。", "%@ muss akzeptiert werden.", "Vous devez accepter\u00A0: %@.", "Es necesario aceptar: %@.", "%@に同意してください。"],
  "formc.length.exactly.one": ["%@ must be 1 character.", "%@必须为 1 个字符。", "%@ muss genau 1 Zeichen lang sein.", "Le champ %@ doit contenir 1 caractère.", "El campo %@ debe tener 1 carácter.", "%@は1文字で入力してください。"],
  "formc.length.exactly": ["%@ must be %@ characters.", "%@必须为 %@ 个字符。", "%@ muss genau %@ Zeichen lang sein.", "Le champ %@ doit contenir %@ caractères.", "El campo %@ debe tener %@ caracteres.", "%@は%@文字で入力してください。"],
  "formc.length.between": ["%@ must be %@ to %@ characters.", "%@必须为 %@ 到 %@ 个字符。", "%@ muss %@ bis %@ Zeichen lang sein.", "Le champ %@ doit contenir entre %@ et %@ caractères.", "El campo %@ debe tener entre %@ y %@ caracteres.", "%@は%@文字以上%@文字以下で入力してください。"],
  "formc.length.empty": ["%@ must be empty.", "%@必须为空。", "%@ muss leer sein.", "Le champ %@ doit être vide.", "El campo %@ debe estar vacío.", "%@は空欄にしてください。"],
  "formc.length.atLeast.one": ["%@ must be at least 1 character.", "%@至少需要 1 个字符。", "%@ muss mindestens 1 Zeichen lang sein.", "Le champ %@ doit contenir au moins 1 caractère.", "El campo %@ debe tener al menos 1 carácter.", "%@は1文字以上で入力してください。"],
  "formc.length.atLeast": ["%@ must be at least %@ characters.", "%@至少需要 %@ 个字符。", "%@ muss mindestens %@ Zeichen lang sein.", "Le champ %@ doit contenir au moins %@ caractères.", "El campo %@ debe tener al menos %@ caracteres.", "%@は%@文字以上で入力してください。"],
  "formc.length.atMost.one": ["%@ must be at most 1 character.", "%@最多只能有 1 个字符。", "%@ darf höchstens 1 Zeichen lang sein.", "Le champ %@ doit contenir au plus 1 caractère.", "El campo %@ debe tener como máximo 1 carácter.", "%@は1文字以内で入力してください。"],
  "formc.length.atMost": ["%@ must be at most %@ characters.", "%@最多只能有 %@ 个字符。", "%@ darf höchstens %@ Zeichen lang sein.", "Le champ %@ doit contenir au plus %@ caractères.", "El campo %@ debe tener como máximo %@ caracteres.", "%@は%@文字以内で入力してください。"],
  "formc.length.wrong": ["%@ has the wrong length.", "%@的长度不正确。", "%@ hat nicht die richtige Länge.", "Le champ %@ n’a pas la bonne longueur.", "El campo %@ no tiene la longitud correcta.", "%@の文字数が正しくありません。"],
  "formc.range.between": ["%@ must be between %@ and %@.", "%@必须介于 %@ 和 %@ 之间。", "%@ muss zwischen %@ und %@ liegen.", "Le champ %@ doit être compris entre %@ et %@.", "El campo %@ debe estar entre %@ y %@.", "%@は%@以上%@以下にしてください。"],
  "formc.range.halfOpen": ["%@ must be at least %@ and less than %@.", "%@必须大于或等于 %@ 且小于 %@。", "%@ muss mindestens %@ und kleiner als %@ sein.", "Le champ %@ doit être supérieur ou égal à %@ et inférieur à %@.", "El campo %@ debe ser mayor o igual que %@ y menor que %@.", "%@は%@以上%@未満にしてください。"],
  "formc.range.atLeast": ["%@ must be at least %@.", "%@必须大于或等于 %@。", "%@ muss mindestens %@ sein.", "Le champ %@ doit être supérieur ou égal à %@.", "El campo %@ debe ser mayor o igual que %@.", "%@は%@以上にしてください。"],
  "formc.range.atMost": ["%@ must be at most %@.", "%@必须小于或等于 %@。", "%@ darf höchstens %@ sein.", "Le champ %@ doit être inférieur ou égal à %@.", "El campo %@ debe ser menor o igual que %@.", "%@は%@以下にしてください。"],
  "formc.range.lessThan": ["%@ must be less than %@.", "%@必须小于 %@。", "%@ muss kleiner als %@ sein.", "Le champ %@ doit être inférieur à %@.", "El campo %@ debe ser menor que %@.", "%@は%@未満にしてください。"],
  "formc.range.outside": ["%@ is out of range.", "%@超出了允许的范围。", "%@ liegt außerhalb des zulässigen Bereichs.", "Le champ %@ est en dehors de la plage autorisée.", "El campo %@ está fuera del intervalo permitido.", "%@が範囲外です。"],
  "formc.date.between": ["%@ must be between %@ and %@.", "%@必须介于 %@ 和 %@ 之间。", "%@ muss zwischen %@ und %@ liegen.", "Le champ %@ doit être compris entre le %@ et le %@.", "El campo %@ debe ser una fecha entre el %@ y el %@.", "%@は%@から%@までの日付にしてください。"],
  "formc.date.between.fromToday": ["%@ must be between today and %@.", "%@必须介于今天和 %@ 之间。", "%@ muss zwischen heute und %@ liegen.", "Le champ %@ doit être compris entre aujourd’hui et le %@.", "El campo %@ debe ser una fecha entre hoy y el %@.", "%@は今日から%@までの日付にしてください。"],
  "formc.date.between.untilToday": ["%@ must be between %@ and today.", "%@必须介于 %@ 和今天之间。", "%@ muss zwischen %@ und heute liegen.", "Le champ %@ doit être compris entre le %@ et aujourd’hui.", "El campo %@ debe ser una fecha entre el %@ y hoy.", "%@は%@から今日までの日付にしてください。"],
  "formc.date.today": ["%@ must be today.", "%@必须是今天。", "%@ muss heute sein.", "Le champ %@ doit être la date d’aujourd’hui.", "El campo %@ debe ser la fecha de hoy.", "%@は今日の日付にしてください。"],
  "formc.date.onOrAfter": ["%@ must be %@ or later.", "%@不能早于 %@。", "%@ darf nicht vor %@ liegen.", "Le champ %@ doit être le %@ ou une date ultérieure.", "El campo %@ debe ser el %@ o una fecha posterior.", "%@は%@以降の日付にしてください。"],
  "formc.date.onOrAfter.today": ["%@ must be today or later.", "%@不能早于今天。", "%@ darf nicht in der Vergangenheit liegen.", "Le champ %@ doit être aujourd’hui ou une date ultérieure.", "El campo %@ debe ser hoy o una fecha posterior.", "%@は今日以降の日付にしてください。"],
  "formc.date.onOrBefore": ["%@ must be %@ or earlier.", "%@不能晚于 %@。", "%@ darf nicht nach %@ liegen.", "Le champ %@ doit être le %@ ou une date antérieure.", "El campo %@ debe ser el %@ o una fecha anterior.", "%@は%@以前の日付にしてください。"],
  "formc.date.onOrBefore.today": ["%@ must be today or earlier.", "%@不能晚于今天。", "%@ darf nicht in der Zukunft liegen.", "Le champ %@ doit être aujourd’hui ou une date antérieure.", "El campo %@ debe ser hoy o una fecha anterior.", "%@は今日以前の日付にしてください。"],
  "formc.pattern": ["%@ is not in the expected format.", "%@的格式不正确。", "%@ hat nicht das erwartete Format.", "Le format du champ %@ n’est pas valide.", "El campo %@ no tiene el formato esperado.", "%@の形式が正しくありません。"],
  "formc.email": ["%@ must be a valid email address.", "%@必须是有效的电子邮件地址。", "%@ muss eine gültige E-Mail-Adresse sein.", "Le champ %@ doit être une adresse e-mail valide.", "El campo %@ debe ser una dirección de correo electrónico válida.", "%@には有効なメールアドレスを入力してください。"],
  "formc.url": ["%@ must be a valid URL.", "%@必须是有效的网址。", "%@ muss eine gültige URL sein.", "Le champ %@ doit être une URL valide.", "El campo %@ debe ser una URL válida.", "%@には有効なURLを入力してください。"],
  "formc.phone": ["%@ must be a valid phone number.", "%@必须是有效的电话号码。", "%@ muss eine gültige Telefonnummer sein.", "Le champ %@ doit être un numéro de téléphone valide.", "El campo %@ debe ser un número de teléfono válido.", "%@には有効な電話番号を入力してください。"],
  "formc.equals": ["%@ must match %@.", "%@必须与%@一致。", "%@ muss mit %@ übereinstimmen.", "Le champ %@ doit correspondre au champ %@.", "El campo %@ debe coincidir con el campo %@.", "%@が%@と一致しません。"],
  "formc.allowedCharacters": ["%@ cannot contain “%@”.", "%@不能包含“%@”。", "%@ darf „%@“ nicht enthalten.", "Le champ %@ ne peut pas contenir «\u00A0%@\u00A0».", "El campo %@ no puede contener «%@».", "%@に「%@」は使用できません。"],
  "formc.count.exactly": ["%@: choose %@.", "%@：请选择 %@ 项。", "%@: Wählen Sie %@ aus.", "%@ : choisissez-en %@.", "%@: elija %@.", "%@：%@個選択してください。"],
  "formc.count.between": ["%@: choose %@ to %@.", "%@：请选择 %@ 到 %@ 项。", "%@: Wählen Sie %@ bis %@ aus.", "%@ : choisissez-en de %@ à %@.", "%@: elija de %@ a %@.", "%@：%@〜%@個選択してください。"],
  "formc.count.atLeast": ["%@: choose at least %@.", "%@：请至少选择 %@ 项。", "%@: Wählen Sie mindestens %@ aus.", "%@ : choisissez-en au moins %@.", "%@: elija al menos %@.", "%@：%@個以上選択してください。"],
  "formc.count.atMost": ["%@: choose at most %@.", "%@：最多选择 %@ 项。", "%@: Wählen Sie höchstens %@ aus.", "%@ : choisissez-en au plus %@.", "%@: elija como máximo %@.", "%@：%@個まで選択してください。"],
  "formc.number.whole": ["%@ must be a whole number.", "%@必须是整数。", "%@ muss eine ganze Zahl sein.", "Le champ %@ doit être un nombre entier.", "El campo %@ debe ser un número entero.", "%@には整数を入力してください。"],
  "formc.number": ["%@ must be a number.", "%@必须是数字。", "%@ muss eine Zahl sein.", "Le champ %@ doit être un nombre.", "El campo %@ debe ser un número.", "%@には数値を入力してください。"],
  "formc.number.digits": ["%@ can have at most 15 significant digits.", "%@最多只能有 15 位有效数字。", "%@ darf höchstens 15 signifikante Stellen haben.", "Le champ %@ doit comporter au plus 15 chiffres significatifs.", "El campo %@ debe tener como máximo 15 cifras significativas.", "%@の有効数字は15桁以内にしてください。"],
  "formc.announce.one": ["1 field needs attention.", "有 1 个字段需要注意。", "1 Feld muss überprüft werden.", "1 champ doit être corrigé.", "1 campo requiere atención.", "1件の項目を確認してください。"],
  "formc.announce.many": ["%@ fields need attention.", "有 %@ 个字段需要注意。", "%@ Felder müssen überprüft werden.", "%@ champs doivent être corrigés.", "%@ campos requieren atención.", "%@件の項目を確認してください。"],
  "formc.view.previousField": ["Previous field", "上一个字段", "Vorheriges Feld", "Champ précédent", "Campo anterior", "前の項目"],
  "formc.view.nextField": ["Next field", "下一个字段", "Nächstes Feld", "Champ suivant", "Campo siguiente", "次の項目"],
  "formc.view.dismissKeyboard": ["Dismiss keyboard", "收起键盘", "Tastatur ausblenden", "Masquer le clavier", "Ocultar el teclado", "キーボードを閉じる"],
  "formc.view.clearText": ["Clear text", "清除文本", "Text löschen", "Effacer le texte", "Borrar el texto", "テキストを消去"],
  "formc.view.showPassword": ["Show password", "显示密码", "Passwort einblenden", "Afficher le mot de passe", "Mostrar la contraseña", "パスワードを表示"],
  "formc.view.hidePassword": ["Hide password", "隐藏密码", "Passwort ausblenden", "Masquer le mot de passe", "Ocultar la contraseña", "パスワードを隠す"],
  "formc.view.previous": ["Previous", "上一个", "Zurück", "Précédent", "Anterior", "前へ"],
  "formc.view.next": ["Next", "下一个", "Weiter", "Suivant", "Siguiente", "次へ"],
  "formc.view.done": ["Done", "完成", "Fertig", "OK", "OK", "完了"],
  "formc.view.changeSign": ["Change sign", "切换正负号", "Vorzeichen ändern", "Changer le signe", "Cambiar el signo", "符号を切り替え"],
  "formc.view.choose": ["Choose", "选择", "Auswählen", "Choisir", "Elegir", "選択"],
  "formc.view.clear": ["Clear", "清除", "Löschen", "Effacer", "Borrar", "消去"],
  "formc.view.none": ["None", "无", "Keine", "Aucun", "Ninguno", "なし"],
};

const has = (object, key) => object != null && Object.prototype.hasOwnProperty.call(object, key);

/** The code points of a text (a lone surrogate counts as one, as it has no other reading). */
const codePoints = (text) => Array.from(text);
const codePointCount = (text) => { let n = 0; for (const _ of text) n++; return n; };

// ---------------------------------------------------------------------------------------------
// Texts: a catalog, formc's translations, the form's own text (FormRuntime's FormStrings).
// ---------------------------------------------------------------------------------------------

/** The language tags to try for `tag`, most specific first: zh_TW → zh-Hant-TW, zh-Hant, zh. */
export function languageCandidates(tag) {
  const base = String(tag || "").split("@")[0];
  const parts = base.split(/[-_]/).filter((p) => p.length > 0);
  if (parts.length === 0) return [];
  parts[0] = parts[0].toLowerCase();
  if (parts[0] === "zh" && (parts.length === 1 || parts[1].length !== 4)) {
    const region = parts.length > 1 ? parts[1].toUpperCase() : "";
    parts.splice(1, 0, ["TW", "HK", "MO"].includes(region) ? "Hant" : "Hans");
  }
  const out = [];
  while (parts.length > 0) { out.push(parts.join("-")); parts.pop(); }
  return out;
}

function builtInLanguage(tag) {
  for (const candidate of languageCandidates(tag)) {
    if (LANGUAGES.includes(candidate)) return candidate;
  }
  return null;
}

/** formc's text of `key` in a built-in language, if it has one. */
function builtIn(key, language) {
  if (language == null || !has(TRANSLATIONS, key)) return null;
  return TRANSLATIONS[key][LANGUAGES.indexOf(language)];
}

/** `template` with `%@` and `%N$@` replaced by `args`, `%%` by `%`; anything else as written. */
export function formatTemplate(template, args) {
  const s = codePoints(template);
  let out = "";
  let next = 0;
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (c !== "%" || i + 1 >= s.length) { out += c; i += 1; continue; }
    if (s[i + 1] === "%") { out += "%"; i += 2; continue; }
    if (s[i + 1] === "@") { if (next < args.length) out += args[next]; next += 1; i += 2; continue; }
    let j = i + 1;
    let position = 0;
    while (j < s.length && j - i <= 3 && s[j] >= "0" && s[j] <= "9" && s[j].length === 1) {
      position = position * 10 + (s[j].charCodeAt(0) - 48);
      j += 1;
    }
    if (j > i + 1 && j + 1 < s.length && s[j] === "$" && s[j + 1] === "@" && position >= 1) {
      if (position <= args.length) out += args[position - 1];
      i = j + 2;
    } else {
      out += "%";
      i += 1;
    }
  }
  return out;
}

/**
 * Where a state's texts are looked up for `lang`: the catalog (`--emit strings`' xcstrings, as
 * its .strings files hold it), formc's translations for the language, then for the form's
 * source language, then the text the .form file wrote.
 */
export function createStrings(lang, options = {}) {
  const sourceLanguage = form.language;
  const catalog = options.strings && options.strings.strings ? options.strings : null;
  const catalogSource = catalog && typeof catalog.sourceLanguage === "string" ? catalog.sourceLanguage : sourceLanguage;
  const candidates = languageCandidates(lang);
  const builtInTag = builtInLanguage(lang);
  const sourceBuiltIn = builtInLanguage(sourceLanguage);
  function catalogText(key) {
    if (!catalog || !has(catalog.strings, key)) return null;
    const entry = catalog.strings[key];
    if (!entry || entry.extractionState === "stale" || !has(entry, "localizations")) return null;
    for (const language of candidates) {
      if (!has(entry.localizations, language)) continue;
      const unit = entry.localizations[language] && entry.localizations[language].stringUnit;
      if (!unit || typeof unit.value !== "string") continue;
      if (language !== catalogSource) {
        if (unit.state === "new") continue;
        const source = has(entry.localizations, catalogSource) && entry.localizations[catalogSource].stringUnit;
        if (unit.value === "" && !(source && source.value === "")) continue;
      }
      return unit.value;
    }
    return null;
  }
  /** The translations `--emit web,strings` put in the table, from the catalog it wrote. */
  const table = form.translations || {};
  function tableText(key) {
    for (const language of candidates) {
      if (has(table, language) && has(table[language], key)) return table[language][key];
    }
    return null;
  }
  const strings = {
    lang,
    /**
     * The text of `key`: the catalog given, the table's translations, formc's in the language,
     * formc's in the source language, else `fallback`.
     */
    text(key, fallback) {
      const found = catalogText(key) ?? tableText(key);
      if (found != null) return found;
      const translated = builtIn(key, builtInTag);
      if (translated != null) return translated;
      const source = builtIn(key, sourceBuiltIn);
      if (source != null) return source;
      return fallback;
    },
    /** formc's template `key` with `args` put in. */
    message(key, ...args) {
      return formatTemplate(strings.text(key, builtIn(key, "en") ?? key), args);
    },
    /** A `YYYY-MM-DD` day as the language writes it, in `style` (noon UTC, so no time zone moves it). */
    day(text, style) {
      const day = parseDay(text);
      if (!day) return text;
      const options = { timeZone: "UTC" };
      switch (style) {
        case "numeric": Object.assign(options, { year: "numeric", month: "numeric", day: "numeric" }); break;
        case "long": options.dateStyle = "long"; break;
        case "complete": options.dateStyle = "full"; break;
        default: Object.assign(options, { year: "numeric", month: "short", day: "numeric" }); break;
      }
      try {
        const date = new Date(Date.UTC(2000, 0, 1, 12));
        date.setUTCFullYear(day.year, day.month - 1, day.day);
        return new Intl.DateTimeFormat(lang, options).format(date);
      } catch (_) {
        return text;
      }
    },
  };
  return strings;
}

// ---------------------------------------------------------------------------------------------
// Days (FormRuntime's CalendarDay): YYYY-MM-DD of the proleptic Gregorian calendar.
// ---------------------------------------------------------------------------------------------

export function parseDay(text) {
  if (typeof text !== "string" || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) return null;
  const year = Number(text.slice(0, 4)), month = Number(text.slice(5, 7)), day = Number(text.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (day > lengths[month - 1]) return null;
  return { year, month, day, text };
}

const compareDays = (a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** Today in the local time zone, as a day; `options.today` (YYYY-MM-DD) fixes it. */
function todayOf(options) {
  if (options && typeof options.today === "string" && parseDay(options.today)) return parseDay(options.today);
  const now = new Date();
  const pad = (n, w) => String(n).padStart(w, "0");
  return parseDay(pad(now.getFullYear(), 4) + "-" + pad(now.getMonth() + 1, 2) + "-" + pad(now.getDate(), 2));
}

const resolveLimit = (limit, today) => (limit == null ? null : limit === "today" ? today : parseDay(limit));

function dayWithin(day, earliest, latest) {
  if (earliest && compareDays(day, earliest) < 0) return false;
  if (latest && compareDays(day, latest) > 0) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Exact decimals (FormRuntime's ExactNumber): a sign, digits without leading or trailing
// zeros, and an exponent. Never a JavaScript double, so 0.1 is one tenth and 9007199254740993
// is itself.
// ---------------------------------------------------------------------------------------------

/** The exact decimal of these digits; null beyond 38 significant digits (Decimal's limit). */
function decimalOf(negative, integerDigits, fractionDigits) {
  let digits = integerDigits.concat(fractionDigits);
  let exponent = -fractionDigits.length;
  let start = 0;
  while (start < digits.length && digits[start] === 0) start++;
  digits = digits.slice(start);
  while (digits.length > 1 && digits[digits.length - 1] === 0) { digits.pop(); exponent++; }
  if (digits.length === 0) return { negative: false, digits: "", exponent: 0 };
  if (digits.length > 38 || exponent < -128 || exponent > 127) return null;
  return { negative, digits: digits.join(""), exponent };
}

/** A POSIX literal (`-12.50`, `7`, `.5`) taken apart, or null. */
function posixParts(literal) {
  let s = String(literal);
  let negative = false;
  if (s.startsWith("-")) { negative = true; s = s.slice(1); } else if (s.startsWith("+")) { s = s.slice(1); }
  if (!/^[0-9]*(\.[0-9]*)?$/.test(s)) return null;
  const [integer, fraction = ""] = s.split(".");
  if (integer.length === 0 && fraction.length === 0) return null;
  return { negative, integer: Array.from(integer, Number), fraction: Array.from(fraction, Number) };
}

export function decimalFromLiteral(literal) {
  const parts = posixParts(literal);
  return parts ? decimalOf(parts.negative, parts.integer, parts.fraction) : null;
}

/** -1, 0 or 1: how `a` compares with `b`, exactly. */
export function compareDecimals(a, b) {
  const sign = (d) => (d.digits === "" ? 0 : d.negative ? -1 : 1);
  const sa = sign(a), sb = sign(b);
  if (sa !== sb) return sa < sb ? -1 : 1;
  if (sa === 0) return 0;
  // Same sign: compare magnitudes by the position of the first digit, then digit by digit.
  const ma = a.digits.length + a.exponent, mb = b.digits.length + b.exponent;
  let order = 0;
  if (ma !== mb) {
    order = ma < mb ? -1 : 1;
  } else {
    const n = Math.max(a.digits.length, b.digits.length);
    const da = a.digits.padEnd(n, "0"), db = b.digits.padEnd(n, "0");
    order = da < db ? -1 : da > db ? 1 : 0;
  }
  return sa < 0 ? -order : order;
}

/** An exact decimal as a BigInt and a power of ten: `d` = `units` × 10^`exponent`. */
function scaled(d) {
  const units = d.digits === "" ? 0n : BigInt(d.digits) * (d.negative ? -1n : 1n);
  return { units, exponent: d.exponent };
}

function fromScaled(units, exponent) {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString();
  return normalizeScaled(negative, digits, exponent);
}

function normalizeScaled(negative, digits, exponent) {
  let d = digits.replace(/^0+/, "");
  if (d === "") return { negative: false, digits: "", exponent: 0 };
  let e = exponent;
  while (d.length > 1 && d.endsWith("0")) { d = d.slice(0, -1); e++; }
  return { negative, digits: d, exponent: e };
}

function addDecimals(a, b) {
  const x = scaled(a), y = scaled(b);
  const e = Math.min(x.exponent, y.exponent);
  const units = x.units * 10n ** BigInt(x.exponent - e) + y.units * 10n ** BigInt(y.exponent - e);
  return fromScaled(units, e);
}

function multiplyDecimal(d, count) {
  const x = scaled(d);
  return fromScaled(x.units * BigInt(count), x.exponent);
}

/** `d` rounded to `places` fraction digits, halves away from zero (NSDecimalRound's .plain). */
function roundDecimal(d, places) {
  const x = scaled(d);
  if (x.exponent >= -places) return d;
  const drop = 10n ** BigInt(-places - x.exponent);
  const magnitude = x.units < 0n ? -x.units : x.units;
  let kept = magnitude / drop;
  if ((magnitude % drop) * 2n >= drop) kept += 1n;
  return fromScaled(x.units < 0n ? -kept : kept, -places);
}

/** `d` to at most `digits` significant digits, halves away from zero: Decimal's 38. */
function roundSignificant(d, digits) {
  const n = d.digits.length;
  return n <= digits ? d : roundDecimal(d, digits - n - d.exponent);
}

const negateDecimal = (d) => (d.digits === "" ? d : { negative: !d.negative, digits: d.digits, exponent: d.exponent });

/** `a` × `b`, exact up to Decimal's 38 significant digits (then halves away from zero). */
function multiplyDecimals(a, b) {
  const x = scaled(a), y = scaled(b);
  return roundSignificant(fromScaled(x.units * y.units, x.exponent + y.exponent), 38);
}

/**
 * `a` ÷ `b` to 38 significant digits, halves away from zero; null for a division by zero. The
 * quotient is worked out to 40 digits and a digit that says whether anything was left over,
 * so that rounding it to 38 sees a true half only where there is one.
 */
function divideDecimals(a, b) {
  const x = scaled(a), y = scaled(b);
  if (y.units === 0n) return null;
  if (x.units === 0n) return fromScaled(0n, 0);
  const negative = (x.units < 0n) !== (y.units < 0n);
  const top = x.units < 0n ? -x.units : x.units, bottom = y.units < 0n ? -y.units : y.units;
  const shift = Math.max(0, 41 + bottom.toString().length - top.toString().length);
  const scaledTop = top * 10n ** BigInt(shift);
  let q = scaledTop / bottom;
  q = q * 10n + (scaledTop % bottom === 0n ? 0n : 1n);
  return roundSignificant(fromScaled(negative ? -q : q, x.exponent - y.exponent - shift - 1), 38);
}

/** The exact decimal of a finite double's shortest text (`0.1` for 0.1); null if none. */
function exactOfDouble(x) {
  if (!Number.isFinite(x)) return null;
  return decimalFromLiteral(literalOfNumber(x === 0 ? 0 : x));
}

/** The plain POSIX text of an exact decimal (`12.5`, `-0.001`, `1000`): Swift's Decimal in JSON. */
export function decimalText(d) {
  if (d.digits === "") return "0";
  let text;
  if (d.exponent >= 0) {
    text = d.digits + "0".repeat(d.exponent);
  } else {
    const point = d.digits.length + d.exponent;
    text = point > 0 ? d.digits.slice(0, point) + "." + d.digits.slice(point) : "0." + "0".repeat(-point) + d.digits;
  }
  return (d.negative ? "-" : "") + text;
}

/**
 * The JSON text Swift writes for the Double nearest to `d`, a decimal of at most 15
 * significant digits, which that Double's shortest text has exactly: positional between
 * 1e-4 and 1e16, else `1e-05`, `1.5e+16` (Swift's Double.description, without `.0`).
 */
function doubleText(d) {
  if (d.digits === "") return d.negative ? "-0" : "0";
  const lead = d.digits.length + d.exponent - 1;
  if (lead < -4 || lead >= 16) {
    const mantissa = d.digits.length > 1 ? d.digits[0] + "." + d.digits.slice(1) : d.digits;
    const e = Math.abs(lead);
    return (d.negative ? "-" : "") + mantissa + "e" + (lead < 0 ? "-" : "+") + (e < 10 ? "0" + e : String(e));
  }
  return decimalText(d);
}

// ---------------------------------------------------------------------------------------------
// Number symbols of a language (FormRuntime's NumberSymbols), read once from Intl.
// ---------------------------------------------------------------------------------------------

const IGNORABLE = new Set(["\u061C", "\u200E", "\u200F"]);
const SPACES = [" ", "\u00A0", "\u2007", "\u2009", "\u202F"];

export function numberSymbols(lang) {
  let format, plain;
  try {
    format = new Intl.NumberFormat(lang, { useGrouping: true, maximumFractionDigits: 3 });
    plain = new Intl.NumberFormat(lang, { useGrouping: false });
  } catch (_) {
    format = new Intl.NumberFormat("en", { useGrouping: true, maximumFractionDigits: 3 });
    plain = new Intl.NumberFormat("en", { useGrouping: false });
  }
  const parts = format.formatToParts(-1234567.5);
  const part = (type) => { const p = parts.find((x) => x.type === type); return p ? p.value : null; };
  const decimalText = part("decimal") || ".";
  const decimal = codePoints(decimalText).find((c) => !IGNORABLE.has(c)) || ".";
  const grouping = part("group") || "";
  const groupingSet = new Set(codePoints(grouping));
  if (SPACES.some((s) => groupingSet.has(s))) SPACES.forEach((s) => groupingSet.add(s));
  if (groupingSet.has("\u2019")) groupingSet.add("'");
  IGNORABLE.forEach((c) => groupingSet.delete(c));
  groupingSet.delete(decimal);
  const minusSign = part("minusSign") || "-";
  const minusSet = new Set(["-", "\u2212"]);
  codePoints(minusSign).forEach((c) => { if (!IGNORABLE.has(c)) minusSet.add(c); });
  minusSet.delete(decimal);
  groupingSet.forEach((c) => minusSet.delete(c));
  const values = new Map();
  let digits = [];
  for (let d = 0; d <= 9; d++) {
    const ascii = String(d);
    values.set(ascii, d);
    const text = codePoints(plain.format(d)).filter((c) => !IGNORABLE.has(c));
    digits.push(text.length === 1 ? text[0] : ascii);
  }
  if (new Set(digits).size !== 10) digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];
  digits.forEach((c, d) => values.set(c, d));
  // Group sizes from a long number: the last group is the primary size, the one before it the
  // secondary when it differs (the lakh grouping of hi-IN).
  const integerGroups = format.formatToParts(1234567890).filter((p) => p.type === "integer").map((p) => p.value.length);
  const groupingSize = integerGroups.length > 1 ? integerGroups[integerGroups.length - 1] : 3;
  const secondary = integerGroups.length > 2 ? integerGroups[integerGroups.length - 2] : 0;
  const groupsFour = format.formatToParts(1234).some((p) => p.type === "group");
  return {
    decimal, grouping, groupingSet, minusSign, minusSet, digits, values,
    groupingSize, secondaryGroupingSize: secondary !== groupingSize ? secondary : 0,
    minimumGroupingDigits: groupsFour || grouping === "" ? 1 : 2,
  };
}

// ---------------------------------------------------------------------------------------------
// Numeric text (FormRuntime's NumberField): filter, reformat, normalize and parse, exactly.
// ---------------------------------------------------------------------------------------------

const INT_MIN = -(2n ** 63n), INT_MAX = 2n ** 63n - 1n;

class NumberField {
  constructor(spec, symbols) {
    this.kind = spec.kind;
    this.allowNegative = !!spec.allowNegative;
    this.maxLength = spec.maxLength ?? null;
    this.fractionDigits = spec.fractionDigits ?? null;
    this.symbols = symbols;
    const typeLimit = this.kind === "integer" ? 19 : 38;
    this.digitLimit = this.maxLength == null ? (this.kind === "integer" ? 15 : typeLimit) : Math.max(0, Math.min(this.maxLength, typeLimit));
    this.acceptsSeparator = this.kind === "decimal" && this.fractionDigits !== 0;
  }

  scan(text, enforceLimits = true) {
    const s = this.symbols;
    const r = { minus: null, integer: [], separator: false, fraction: [] };
    for (const c of text) {
      if (IGNORABLE.has(c) || s.groupingSet.has(c)) continue;
      if (s.values.has(c)) {
        (r.separator ? r.fraction : r.integer).push(s.values.get(c));
      } else if (c === s.decimal) {
        if (!(this.acceptsSeparator || (this.kind === "decimal" && !enforceLimits)) || r.separator) return null;
        r.separator = true;
      } else if (s.minusSet.has(c)) {
        if (!this.allowNegative || r.minus != null || r.integer.length + r.fraction.length > 0 || r.separator) return null;
        r.minus = c;
      } else {
        return null;
      }
    }
    if (enforceLimits) {
      let lead = 0;
      while (lead < r.integer.length && r.integer[lead] === 0) lead++;
      if (r.integer.length - lead + r.fraction.length > this.digitLimit) return null;
      if (this.fractionDigits != null && r.fraction.length > this.fractionDigits) return null;
      if (this.kind === "integer" && complete(r) && integerOf(r) == null) return null;
    }
    return r;
  }

  filter(proposed, previous) {
    if (proposed === previous) return proposed;
    const scanned = this.scan(proposed);
    if (scanned) return this.plain(scanned);
    const lenient = this.scan(proposed, false);
    const before = this.scan(previous, false);
    if (lenient && before && digitCount(lenient) < digitCount(before)) return this.plain(lenient);
    return previous;
  }

  edit(proposed, previous) { return this.reformat(this.filter(proposed, previous)); }

  reformat(text) {
    const scanned = this.scan(text, false);
    if (!scanned) return text;
    if (!complete(scanned)) return this.plain(scanned);
    return this.display(scanned, true, true);
  }

  normalize(text) {
    const scanned = this.scan(text, false);
    if (!scanned) return text;
    if (!complete(scanned)) return "";
    if (scanned.integer.every((d) => d === 0) && scanned.fraction.every((d) => d === 0)) scanned.minus = null;
    return this.display(scanned, true, scanned.fraction.length > 0);
  }

  display(scanned, grouped, keepSeparator) {
    const s = this.symbols;
    let integer = scanned.integer.slice();
    while (integer.length > 1 && integer[0] === 0) integer.shift();
    if (integer.length === 0) integer = [0];
    let out = scanned.minus != null ? s.minusSign : "";
    out += grouped ? this.group(integer) : integer.map((d) => s.digits[d]).join("");
    if (scanned.separator && (keepSeparator || scanned.fraction.length > 0)) {
      out += s.decimal + scanned.fraction.map((d) => s.digits[d]).join("");
    }
    return out;
  }

  group(digits) {
    const s = this.symbols;
    const chars = digits.map((d) => s.digits[d]);
    const size = s.groupingSize;
    if (s.grouping === "" || size <= 0 || chars.length < size + s.minimumGroupingDigits) return chars.join("");
    const groups = [];
    let end = chars.length;
    let current = size;
    while (end > 0) {
      const start = Math.max(0, end - current);
      groups.push(chars.slice(start, end).join(""));
      end = start;
      if (s.secondaryGroupingSize > 0) current = s.secondaryGroupingSize;
    }
    return groups.reverse().join(s.grouping);
  }

  plain(scanned) {
    const s = this.symbols;
    let out = scanned.minus ?? "";
    out += scanned.integer.map((d) => s.digits[d]).join("");
    if (scanned.separator) out += s.decimal;
    out += scanned.fraction.map((d) => s.digits[d]).join("");
    return out;
  }

  toggleSign(text) {
    const scanned = this.allowNegative ? this.scan(text, false) : null;
    if (!scanned) return text;
    scanned.minus = scanned.minus == null ? "-" : null;
    if (!complete(scanned)) return this.plain(scanned);
    return this.display(scanned, true, true);
  }

  parseInt(text) {
    const scanned = this.scan(text);
    if (!scanned || !complete(scanned) || !scanned.fraction.every((d) => d === 0)) return null;
    return integerOf(scanned);
  }

  parseDecimal(text) {
    const scanned = this.scan(text);
    if (!scanned || !complete(scanned)) return null;
    return decimalOf(scanned.minus != null, scanned.integer, scanned.fraction);
  }

  significantDigits(text) {
    const scanned = this.scan(text);
    if (!scanned || !complete(scanned)) return null;
    const digits = scanned.integer.concat(scanned.fraction);
    const first = digits.findIndex((d) => d !== 0);
    if (first < 0) return 0;
    let last = digits.length - 1;
    while (digits[last] === 0) last--;
    return last - first + 1;
  }

  /** The display text of a POSIX literal, every digit kept (how a default is shown). */
  textOfLiteral(literal) {
    const parts = posixParts(literal);
    if (!parts) return "";
    const scanned = { minus: parts.negative ? "-" : null, integer: parts.integer, separator: parts.fraction.length > 0, fraction: parts.fraction };
    return this.normalize(this.display(scanned, false, true));
  }
}

const digitCount = (r) => r.integer.length + r.fraction.length;
const complete = (r) => digitCount(r) > 0;

/** The integer of a scanned number as a BigInt, or null outside Swift's Int. */
function integerOf(r) {
  let value = 0n;
  for (const d of r.integer) value = value * 10n + BigInt(d);
  if (r.minus != null) value = -value;
  return value < INT_MIN || value > INT_MAX ? null : value;
}

// ---------------------------------------------------------------------------------------------
// Rules (FormRuntime's Rule and Rules).
// ---------------------------------------------------------------------------------------------

const patternCache = new Map();

/** `pattern` compiled as browsers compile HTML's `pattern` (the `v` flag), else with `u`. */
export function compilePattern(pattern) {
  if (patternCache.has(pattern)) return patternCache.get(pattern);
  let regex = null;
  try { regex = new RegExp(pattern, "v"); } catch (_) {
    try { regex = new RegExp(pattern, "u"); } catch (_) { regex = null; }
  }
  patternCache.set(pattern, regex);
  return regex;
}

/** JSON Schema's `pattern`: a search; a pattern that does not compile matches nothing. */
const matches = (text, pattern) => { const r = compilePattern(pattern); return r != null && r.test(text); };

function ruleHolds(rule, text, number, isNumeric, counterpart, today) {
  switch (rule.rule) {
    case "required": return isNumeric ? number != null : text.length > 0;
    case "length": {
      if (isNumeric) return true;
      const n = codePointCount(text);
      return !(rule.min != null && n < rule.min) && !(rule.max != null && n > rule.max);
    }
    case "pattern": case "email": case "url": case "phone":
      return isNumeric || matches(text, rule.pattern);
    case "range": {
      if (!isNumeric || number == null) return true;
      if (rule.min) {
        const c = compareDecimals(number, decimalFromLiteral(rule.min.value));
        if (rule.min.inclusive ? c < 0 : c <= 0) return false;
      }
      if (rule.max) {
        const c = compareDecimals(number, decimalFromLiteral(rule.max.value));
        if (rule.max.inclusive ? c > 0 : c >= 0) return false;
      }
      return true;
    }
    case "dateRange": {
      const day = parseDay(text);
      if (!day) return true;
      return dayWithin(day, resolveLimit(rule.min, today), resolveLimit(rule.max, today));
    }
    case "equals": return text === (counterpart ?? "");
    case "count": return true;
    default: return true;
  }
}

/** The failing rules' messages; an absent value checks `required` only, which speaks alone. */
function failures(rules, text, number, isNumeric, isAbsent, counterpart, today) {
  const required = rules.find((r) => r.rule === "required");
  if (required && !ruleHolds(required, text, number, isNumeric, counterpart, today)) return [required.text];
  if (isAbsent) return [];
  return rules.filter((r) => r.rule !== "required" && !ruleHolds(r, text, number, isNumeric, counterpart, today)).map((r) => r.text);
}

function showsErrors(timing, interaction) {
  switch (timing) {
    case "change": return interaction.edited || interaction.blurred || interaction.submitted;
    case "submit": return interaction.submitted;
    default: return interaction.blurred || interaction.submitted;
  }
}

/** How a message names a code point: itself when it shows, else U+XXXX (TextFilter.Messages). */
const HIDDEN_CATEGORY = /^[\p{Zs}\p{Zl}\p{Zp}\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Mn}\p{Mc}\p{Me}]$/u;
const IGNORABLE_CODE_POINT = /^\p{Default_Ignorable_Code_Point}$/u;
function nameOfCodePoint(c) {
  if (!HIDDEN_CATEGORY.test(c) && !IGNORABLE_CODE_POINT.test(c)) return c;
  return "U+" + c.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
}

// ---------------------------------------------------------------------------------------------
// JSON as Swift's JSONEncoder writes it (sorted keys, slashes as written).
// ---------------------------------------------------------------------------------------------

function jsonString(text, escapeSlash = false) {
  let out = "\"";
  for (const c of text) {
    const code = c.codePointAt(0);
    switch (c) {
      case "\"": out += "\\\""; break;
      case "\\": out += "\\\\"; break;
      case "\n": out += "\\n"; break;
      case "\r": out += "\\r"; break;
      case "\t": out += "\\t"; break;
      case "\b": out += "\\b"; break;
      case "\f": out += "\\f"; break;
      case "/": out += escapeSlash ? "\\/" : "/"; break;
      default: out += code < 0x20 ? "\\u" + code.toString(16).padStart(4, "0") : c;
    }
  }
  return out + "\"";
}

const byCodePoints = (a, b) => {
  const x = codePoints(a), y = codePoints(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
};

// ---------------------------------------------------------------------------------------------
// Field inputs (FormRuntime's TextInput, NumberInput, DateInput, ToggleInput, ChoiceInput,
// ChoicesInput). Errors are computed when asked, from the current texts: the same results
// FormRuntime keeps up to date on every edit.
// ---------------------------------------------------------------------------------------------

function newInteraction() { return { edited: false, blurred: false, submitted: false }; }

class Input {
  constructor(spec, state) {
    this.spec = spec;
    this.state = state;
    this.timing = spec.timing || "blur";
    this.interaction = newInteraction();
    this.serverErrors = [];
    this.rules = spec.rules.map((r) => Object.assign({}, r, { text: state.resolve(r.message) }));
  }
  get counterpart() {
    const rule = this.spec.rules.find((r) => r.rule === "equals");
    return rule ? this.state.input(rule.field).text : "";
  }
  get immediateErrors() { return this.serverErrors.slice(); }
  get errors() { return this.ruleErrors().concat(this.serverErrors); }
  edited() { this.interaction.edited = true; this.serverErrors = []; }
  blur() { this.interaction.blurred = true; }
  markSubmitted() { this.interaction.submitted = true; }
}

class TextInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    this.storage = spec.default ?? "";
    const filter = spec.filter || {};
    this.allowed = filter.allowed != null ? new Set(codePoints(filter.allowed)) : null;
    this.maxLength = filter.maxLength ?? null;
    const label = state.label(spec.name);
    this.filterMessages = {
      character: state.strings.text("formc.allowedCharacters", builtIn("formc.allowedCharacters", "en")),
      empty: state.strings.text("formc.length.empty", builtIn("formc.length.empty", "en")),
      atMostOne: state.strings.text("formc.length.atMost.one", builtIn("formc.length.atMost.one", "en")),
      atMost: state.strings.text("formc.length.atMost", builtIn("formc.length.atMost", "en")),
      label,
    };
  }
  get text() { return this.storage; }
  set text(value) {
    const kept = this.filter(value, this.storage);
    if (kept === this.storage) return;
    this.storage = kept;
    this.edited();
  }
  prefill(text) { this.storage = text ?? ""; this.interaction = newInteraction(); this.serverErrors = []; }
  filter(proposed, previous) {
    if (proposed === previous) return proposed;
    if (this.allowed) {
      const held = new Map();
      for (const c of previous) if (!this.allowed.has(c)) held.set(c, (held.get(c) || 0) + 1);
      for (const c of proposed) {
        if (this.allowed.has(c)) continue;
        const count = held.get(c) || 0;
        if (count <= 0) return previous;
        held.set(c, count - 1);
      }
    }
    if (this.maxLength != null) {
      const count = codePointCount(proposed);
      if (count > this.maxLength && count >= codePointCount(previous)) return previous;
    }
    return proposed;
  }
  get filterErrors() {
    const m = this.filterMessages;
    const found = [];
    if (this.allowed) {
      const bad = codePoints(this.storage).find((c) => !this.allowed.has(c));
      if (bad !== undefined) found.push(formatTemplate(m.character, [m.label, nameOfCodePoint(bad)]));
    }
    if (this.maxLength != null && codePointCount(this.storage) > this.maxLength) {
      if (this.maxLength === 0) found.push(formatTemplate(m.empty, [m.label]));
      else if (this.maxLength === 1) found.push(formatTemplate(m.atMostOne, [m.label]));
      else found.push(formatTemplate(m.atMost, [m.label, String(this.maxLength)]));
    }
    return found;
  }
  ruleErrors() {
    return failures(this.rules, this.storage, null, false, this.spec.optional && this.storage === "", this.counterpart, this.state.today);
  }
  get errors() {
    const filterErrors = this.filterErrors;
    const rules = this.ruleErrors().filter((r) => !filterErrors.includes(r));
    return filterErrors.concat(rules, this.serverErrors);
  }
  get immediateErrors() { return this.filterErrors.concat(this.serverErrors); }
  get conditionValue() { return this.storage === "" ? null : { text: this.storage }; }
  get value() { return this.spec.optional && this.storage === "" ? null : this.storage; }
  json() { return this.value == null ? null : jsonString(this.value); }
}

class NumberInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    this.field = new NumberField(spec.number, state.symbols);
    this.type = spec.number.type;
    this.invalidMessage = state.resolve(spec.invalid);
    this.precisionMessage = spec.precision ? state.resolve(spec.precision) : this.invalidMessage;
    this.storage = spec.default != null && spec.default !== "" ? this.field.textOfLiteral(spec.default) : "";
  }
  get text() { return this.storage; }
  set text(value) {
    const kept = this.field.edit(value, this.storage);
    if (kept === this.storage) return;
    this.storage = kept;
    this.edited();
  }
  /** Starts at a POSIX literal (null: empty), shown as a default is; not an edit. */
  prefill(literal) {
    this.storage = literal == null ? "" : this.field.textOfLiteral(literal);
    this.interaction = newInteraction();
    this.serverErrors = [];
  }
  normalizeText() { this.storage = this.field.normalize(this.storage); }
  blur() { this.interaction.blurred = true; this.normalizeText(); }
  markSubmitted() { this.interaction.submitted = true; this.normalizeText(); }
  toggleSign() { this.text = this.field.toggleSign(this.storage); }
  get exactValue() { return this.field.parseDecimal(this.storage); }
  get exceedsPrecision() {
    if (this.type !== "double" || this.exactValue == null) return false;
    const digits = this.field.significantDigits(this.storage);
    return digits != null && digits > 15;
  }
  /** The value Swift's Int, Decimal or Double holds; null while there is none. */
  get numberValue() {
    if (this.exceedsPrecision) return null;
    if (this.type === "int") {
      const v = this.field.parseInt(this.storage);
      return v == null ? null : decimalFromLiteral(v.toString());
    }
    return this.exactValue;
  }
  ruleErrors() {
    if (this.exceedsPrecision) return [this.precisionMessage];
    if (this.numberValue != null) {
      return failures(this.rules, this.storage, this.exactValue, true, false, this.counterpart, this.state.today);
    }
    const scanned = this.field.scan(this.storage, false);
    if (scanned && !complete(scanned)) {
      const messages = failures(this.rules, this.storage, null, true, true, this.counterpart, this.state.today);
      if (messages.length === 0 && !this.spec.optional) return [this.invalidMessage];
      return messages;
    }
    return [this.invalidMessage];
  }
  get conditionValue() { const v = this.exactValue; return v == null ? null : { number: v }; }
  get value() { return this.numberValue; }
  json() {
    const v = this.numberValue;
    if (v == null) return null;
    return this.type === "double" ? doubleText(v) : decimalText(v);
  }
  /** The value as a POSIX literal (what a stepper or slider shows); null while there is none. */
  get literal() { const v = this.numberValue; return v == null ? null : decimalText(v); }
}

class DateInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    this.storage = spec.default != null && parseDay(spec.default) ? spec.default : "";
    this.missingMessage = spec.missing ? state.resolve(spec.missing) : "";
  }
  get text() { return this.storage; }
  set text(value) {
    if (value === this.storage) return;
    if (value === "" ? !this.spec.optional : parseDay(value) == null) return;
    this.storage = value;
    this.edited();
  }
  prefill(text) { this.storage = text ?? ""; this.interaction = newInteraction(); this.serverErrors = []; }
  ruleErrors() {
    const errors = failures(this.rules, this.storage, null, false, this.storage === "", this.counterpart, this.state.today);
    if (errors.length === 0 && !this.spec.optional && this.storage === "") return [this.missingMessage];
    return errors;
  }
  get earliest() {
    let day = null;
    for (const r of this.spec.rules) {
      if (r.rule !== "dateRange" || r.min == null) continue;
      const limit = resolveLimit(r.min, this.state.today);
      if (day == null || compareDays(limit, day) > 0) day = limit;
    }
    return day;
  }
  get latest() {
    let day = null;
    for (const r of this.spec.rules) {
      if (r.rule !== "dateRange" || r.max == null) continue;
      const limit = resolveLimit(r.max, this.state.today);
      if (day == null || compareDays(limit, day) < 0) day = limit;
    }
    return day;
  }
  get conditionValue() { const d = parseDay(this.storage); return d ? { day: d } : null; }
  get value() { return this.storage === "" ? null : this.storage; }
  json() { return this.value == null ? null : jsonString(this.value); }
}

class ToggleInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    this.isOn = spec.default === "true";
  }
  get text() { return this.isOn ? "true" : "false"; }
  set text(value) {
    if (value !== "true" && value !== "false") return;
    const on = value === "true";
    if (on === this.isOn) return;
    this.isOn = on;
    this.edited();
  }
  prefill(on) { this.isOn = !!on; this.interaction = newInteraction(); this.serverErrors = []; }
  ruleErrors() { return this.rules.filter((r) => r.rule === "required" && !this.isOn).map((r) => r.text); }
  get conditionValue() { return this.isOn ? { on: true } : null; }
  get value() { return this.isOn; }
  json() { return this.isOn ? "true" : "false"; }
}

class ChoiceInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    const values = spec.options.map((o) => o.value);
    this.selection = spec.default != null && values.includes(spec.default) ? spec.default : null;
    this.missingMessage = spec.missing ? state.resolve(spec.missing) : "";
  }
  get text() { return this.selection ?? ""; }
  set text(value) {
    let next;
    if (value === "") next = null;
    else if (this.spec.options.some((o) => o.value === value)) next = value;
    else return;
    if (next === this.selection) return;
    this.selection = next;
    this.edited();
  }
  prefill(value) { this.selection = value ?? null; this.interaction = newInteraction(); this.serverErrors = []; }
  ruleErrors() {
    const errors = failures(this.rules, this.text, null, false, this.selection == null, this.counterpart, this.state.today);
    if (errors.length === 0 && !this.spec.optional && this.selection == null) return [this.missingMessage];
    return errors;
  }
  get conditionValue() { return this.selection == null ? null : { text: this.selection }; }
  get value() { return this.selection; }
  json() { return this.selection == null ? null : jsonString(this.selection); }
}

class ChoicesInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    this.selection = Array.isArray(spec.default) ? this.ordered(spec.default) : [];
  }
  /** The picked values in declaration order, each once. */
  ordered(values) { return this.spec.options.map((o) => o.value).filter((v) => values.includes(v)); }
  /** The options named by `texts`, or null for an unknown or repeated one. */
  exactly(texts) {
    const picked = [];
    for (const t of texts) {
      if (typeof t !== "string" || !this.spec.options.some((o) => o.value === t) || picked.includes(t)) return null;
      picked.push(t);
    }
    return this.ordered(picked);
  }
  get text() {
    if (this.selection.length === 0) return "";
    return "[" + this.selection.map((v) => jsonString(v, true)).join(",") + "]";
  }
  set text(value) {
    let next;
    if (value === "") {
      next = [];
    } else {
      let texts;
      try { texts = JSON.parse(value); } catch (_) { return; }
      if (!Array.isArray(texts)) return;
      next = this.exactly(texts);
      if (next == null) return;
    }
    this.select(next);
  }
  select(values) {
    const next = this.ordered(values);
    if (next.length === this.selection.length && next.every((v, i) => v === this.selection[i])) return;
    this.selection = next;
    this.edited();
  }
  isPicked(value) { return this.selection.includes(value); }
  prefill(values) { this.selection = this.ordered(values ?? []); this.interaction = newInteraction(); this.serverErrors = []; }
  ruleErrors() {
    const count = this.selection.length;
    const required = this.rules.find((r) => r.rule === "required");
    if (count === 0 && required) return [required.text];
    return this.rules.filter((r) => r.rule === "count" && ((r.min != null && count < r.min) || (r.max != null && count > r.max))).map((r) => r.text);
  }
  get conditionValue() { return this.selection.length === 0 ? null : { on: true }; }
  get value() { return this.selection.slice(); }
  json() { return "[" + this.selection.map((v) => jsonString(v)).join(",") + "]"; }
}

// ---------------------------------------------------------------------------------------------
// Computed values (docs/LANGUAGE.md, "Computed values"): an expression of the table worked out
// from the current values whenever it is read, so it always follows what it reads. `int` and
// `decimal` values are exact decimals (an `int` result beyond Int's range is absent), `double`
// values JavaScript's doubles (Swift's Double), texts strings; null is absent.
// ---------------------------------------------------------------------------------------------

const INT_LEAST = decimalFromLiteral(INT_MIN.toString()), INT_GREATEST = decimalFromLiteral(INT_MAX.toString());
/** Whether Swift's Int holds `d`, a whole number. */
const withinInt = (d) => compareDecimals(d, INT_LEAST) >= 0 && compareDecimals(d, INT_GREATEST) <= 0;

/** A value of one type read where another is (`int` into `decimal` or `double`, a decimal into `double`). */
function widen(value, type) {
  if (value == null) return null;
  if (type === "double" && typeof value === "object") return Number(decimalText(value));
  return value;
}

/** What field `name` holds as a computed value reads it: null while hidden, empty or no value. */
function readField(name, type, state) {
  if (!state.isVisible(name)) return null;
  const input = state.input(name);
  if (input instanceof ComputedInput) return widen(input.result, type);
  if (input instanceof NumberInput) return widen(input.numberValue, type);
  if (input instanceof TextInput) return input.storage === "" ? null : input.storage;
  return null;
}

function evaluate(e, state) {
  const type = e.type;
  if (has(e, "field")) return readField(e.field, type, state);
  if (has(e, "number")) return type === "double" ? Number(e.number) : decimalFromLiteral(e.number);
  if (has(e, "text")) return e.text;
  if (has(e, "age")) {
    // Whole years from the field's day to today: a year more on each anniversary.
    if (!state.isVisible(e.age)) return null;
    const born = parseDay(state.input(e.age).storage), today = state.today;
    if (born == null || compareDays(born, today) > 0) return null;
    const before = today.month * 100 + today.day < born.month * 100 + born.day;
    return widen(decimalFromLiteral(String(today.year - born.year - (before ? 1 : 0))), type);
  }
  if (has(e, "if")) return widen(evaluate(holds(e.if, state) ? e.then : e.else, state), type);
  if (has(e, "coalesce")) {
    const a = widen(evaluate(e.coalesce[0], state), type);
    return a != null ? a : widen(evaluate(e.coalesce[1], state), type);
  }
  if (has(e, "join")) {
    const a = evaluate(e.join[0], state), b = a == null ? null : evaluate(e.join[1], state);
    return a == null || b == null ? null : a + b;
  }
  if (has(e, "negate")) {
    const a = widen(evaluate(e.negate, state), type);
    if (a == null) return null;
    if (type === "double") return -a;
    const d = negateDecimal(a);
    return type === "int" && !withinInt(d) ? null : d;
  }
  if (has(e, "round")) {
    const a = widen(evaluate(e.round, state), type);
    if (a == null) return null;
    if (type === "double") { const d = exactOfDouble(a); return d == null ? null : Number(decimalText(roundDecimal(d, e.places))); }
    return roundDecimal(a, e.places);
  }
  if (has(e, "op")) {
    const a = widen(evaluate(e.a, state), type);
    if (a == null) return null;
    const b = widen(evaluate(e.b, state), type);
    if (b == null) return null;
    if (type === "double") {
      if (e.op === "/" && b === 0) return null;
      const r = e.op === "+" ? a + b : e.op === "-" ? a - b : e.op === "*" ? a * b : a / b;
      return Number.isFinite(r) ? r : null;
    }
    let r;
    switch (e.op) {
      case "+": r = roundSignificant(addDecimals(a, b), 38); break;
      case "-": r = roundSignificant(addDecimals(a, negateDecimal(b)), 38); break;
      case "*": r = multiplyDecimals(a, b); break;
      case "/": r = divideDecimals(a, b); break;
      default: return null;
    }
    if (r == null) return null;
    return type === "int" && !withinInt(r) ? null : r;
  }
  return null;
}

class ComputedInput extends Input {
  constructor(spec, state) {
    super(spec, state);
    this.timing = "change";
    this.type = spec.number ? spec.number.type : "text";
    // Shown as a number field shows its number: any sign, any number of digits its type holds.
    this.field = spec.number ? new NumberField(Object.assign({}, spec.number, { allowNegative: true, maxLength: null }), state.symbols) : null;
    this.requiredMessage = state.strings.message("formc.required", state.label(spec.name));
  }
  /**
   * The value: an exact decimal (`int`, `decimal`, `currency`, `percent`), a double, a text;
   * null while absent. Worked out once for the texts the fields hold now (the state's cache),
   * so a value read many times, or through a chain of values that each read the one before
   * twice, costs one evaluation.
   */
  get result() {
    const cache = this.state.computedCache();
    const name = this.spec.name;
    if (!cache.has(name)) cache.set(name, widen(evaluate(this.spec.computed, this.state), this.type));
    return cache.get(name);
  }
  /** Nobody types into a computed value. */
  get text() {
    const literal = this.literal;
    if (literal == null) return "";
    return this.field ? this.field.textOfLiteral(literal) : literal;
  }
  set text(_) { /* read-only */ }
  prefill(_) { this.interaction = newInteraction(); this.serverErrors = []; }
  /** Edited when a value it reads (through other computed values too) has been. */
  get interaction() {
    const own = this.ownInteraction;
    const edited = own.edited || (this.spec.reads || []).some((name) => this.state.input(name).interaction.edited);
    return { edited, blurred: own.blurred, submitted: own.submitted };
  }
  set interaction(value) { this.ownInteraction = value; }
  edited() { this.ownInteraction.edited = true; this.serverErrors = []; }
  blur() { this.ownInteraction.blurred = true; }
  markSubmitted() { this.ownInteraction.submitted = true; }
  /** The value as a POSIX literal (a double's shortest text), or the text; null while absent. */
  get literal() {
    const v = this.result;
    if (v == null) return null;
    if (this.type === "text") return v;
    if (this.type === "double") { const d = exactOfDouble(v); return d == null ? null : decimalText(d); }
    return decimalText(v);
  }
  get numberValue() {
    const v = this.result;
    if (v == null || this.type === "text") return null;
    return this.type === "double" ? exactOfDouble(v) : v;
  }
  ruleErrors() {
    const v = this.result;
    if (v == null) return this.spec.optional ? [] : [this.requiredMessage];
    if (this.type === "text") return failures(this.rules, v, null, false, false, this.counterpart, this.state.today);
    return failures(this.rules, decimalText(this.numberValue), this.numberValue, true, false, this.counterpart, this.state.today);
  }
  get conditionValue() {
    const v = this.result;
    if (v == null) return null;
    return this.type === "text" ? { text: v } : { number: this.numberValue };
  }
  get value() { return this.literal; }
  json() {
    const v = this.result;
    if (v == null) return null;
    if (this.type === "text") return jsonString(v);
    return this.type === "double" ? doubleText(exactOfDouble(v)) : decimalText(v);
  }
}

function makeInput(spec, state) {
  if (spec.computed) return new ComputedInput(spec, state);
  switch (spec.value) {
    case "text": return new TextInput(spec, state);
    case "integer": case "fraction": return new NumberInput(spec, state);
    case "date": return new DateInput(spec, state);
    case "boolean": return new ToggleInput(spec, state);
    case "option": return new ChoiceInput(spec, state);
    case "optionSet": return new ChoicesInput(spec, state);
    default: throw new Error("formc: unknown field value " + spec.value);
  }
}

// ---------------------------------------------------------------------------------------------
// Conditions (FormRuntime's ConditionValue): a field reads as absent while empty, holding no
// value of its type, or hidden. Numbers compare exactly, texts by code points, days by day.
// ---------------------------------------------------------------------------------------------

function holds(condition, state) {
  if (has(condition, "present")) return state.conditionValue(condition.present) != null;
  if (has(condition, "not")) return !holds(condition.not, state);
  if (has(condition, "all")) return condition.all.every((c) => holds(c, state));
  if (has(condition, "any")) return condition.any.some((c) => holds(c, state));
  const value = state.conditionValue(condition.compare);
  if (value == null) return false;
  if (has(condition, "text")) return condition.op === "==" && has(value, "text") && value.text === condition.text;
  if (has(condition, "number")) {
    if (!has(value, "number")) return false;
    const literal = decimalFromLiteral(condition.number);
    if (literal == null) return false;
    const c = compareDecimals(value.number, literal);
    switch (condition.op) {
      case "==": return c === 0;
      case "<": return c < 0;
      case "<=": return c <= 0;
      case ">": return c > 0;
      case ">=": return c >= 0;
      default: return false;
    }
  }
  if (has(condition, "day")) {
    if (!has(value, "day")) return false;
    const limit = resolveLimit(condition.day, state.today);
    switch (condition.op) {
      case "==": return dayWithin(value.day, limit, limit);
      case "<": return !dayWithin(value.day, limit, null);
      case "<=": return dayWithin(value.day, null, limit);
      case ">": return !dayWithin(value.day, null, limit);
      case ">=": return dayWithin(value.day, limit, null);
      default: return false;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The state of one form being filled in (FormRuntime's FormState).
// ---------------------------------------------------------------------------------------------

/**
 * A form with its declared defaults. `options.lang`: a BCP 47 tag (default: the form's
 * language); `options.strings`: a catalog as `formc generate --emit strings` writes it;
 * `options.today`: the day `today` means (YYYY-MM-DD; default: today in the local time zone).
 */
export function createState(options = {}) {
  const lang = options.lang || form.language;
  const strings = createStrings(lang, options);
  const symbols = numberSymbols(lang);
  const specs = new Map(form.fields.map((f) => [f.name, f]));
  const inputs = new Map();
  let focused = null;
  // Computed values worked out for `key`: the day and every typed field's text, all they read.
  const typed = form.fields.filter((f) => !f.computed).map((f) => f.name);
  let computedCache = { key: null, values: null };
  const server = !!options.server;

  const state = {
    form,
    lang,
    strings,
    symbols,
    /** Field names in declaration order. */
    fields: form.fields.map((f) => f.name),
    get today() { return todayOf(options); },
    spec(name) { const s = specs.get(name); if (!s) throw new Error("formc: no field " + name); return s; },
    input(name) { state.spec(name); return inputs.get(name); },
    /** A message of the table (a template or the form's own text) in this state's language. */
    resolve(message) {
      if (message == null) return "";
      if (has(message, "key")) return strings.text(message.key, message.text);
      const args = message.args.map((a) => {
        if (typeof a === "string") return a;
        if (has(a, "label")) return state.label(a.label);
        if (has(a, "day")) return strings.day(a.day, a.style);
        return "";
      });
      return formatTemplate(strings.text(message.template, builtIn(message.template, "en") ?? message.template), args);
    },
    // Texts.
    key(name, role) { return form.name + "." + name + "." + role; },
    label(name) { return strings.text(state.key(name, "label"), state.spec(name).label); },
    prompt(name) { const p = state.spec(name).prompt; return p == null ? null : strings.text(state.key(name, "prompt"), p); },
    help(name) { const h = state.spec(name).help; return h == null ? null : strings.text(state.key(name, "help"), h); },
    optionLabel(name, value) {
      const option = state.spec(name).options.find((o) => o.value === value);
      return strings.text(state.key(name, "option." + value), option ? option.label : value);
    },
    get title() { return form.title == null ? null : strings.text(form.titleKey, form.title); },
    get submitLabel() { return strings.text(form.submitKey, form.submit); },
    sectionText(section, role) {
      const text = section[role];
      return text == null ? null : strings.text(section[role + "Key"], text);
    },
    word(key) { return strings.text(key, builtIn(key, "en") ?? key); },
    // Fields by name.
    text(name) { return state.input(name).text; },
    /** The computed values worked out for the texts the fields hold now (a new cache once any differs). */
    computedCache() {
      const key = JSON.stringify([state.today.text, typed.map((name) => inputs.get(name).text)]);
      if (computedCache.key !== key) computedCache = { key, values: new Map() };
      return computedCache.values;
    },
    /** A computed value as a POSIX literal (a double's shortest text) or its text; null while absent or hidden. */
    computed(name) {
      const input = state.input(name);
      if (!(input instanceof ComputedInput)) throw new Error("formc: " + name + " is not a computed value");
      return state.isVisible(name) ? input.literal : null;
    },
    edit(name, text) { const input = state.input(name); input.text = String(text); return input.text; },
    /** The text `edit(name, text)` would leave, without editing: the old text when the filter refuses. */
    preview(name, text) {
      const input = state.input(name);
      if (input instanceof TextInput) return input.filter(text, input.storage);
      if (input instanceof NumberInput) return input.field.edit(text, input.storage);
      return text;
    },
    errors(name) {
      if (!state.isVisible(name)) return [];
      const input = state.input(name);
      if (server && !serverChecks(name)) return [];
      if (state.isRequired(name) && input.conditionValue == null) {
        return [strings.message(input instanceof ToggleInput ? "formc.required.toggle" : "formc.required", state.label(name))].concat(input.serverErrors);
      }
      return input.errors;
    },
    visibleErrors(name) {
      if (!state.isVisible(name)) return [];
      const input = state.input(name);
      return showsErrors(input.timing, input.interaction) ? state.errors(name) : input.immediateErrors;
    },
    isVisible(name) { const c = state.spec(name).visibleWhen; return c == null || holds(c, state); },
    isRequired(name) { const c = state.spec(name).requiredWhen; return c != null && holds(c, state); },
    conditionValue(name) { return state.isVisible(name) ? state.input(name).conditionValue : null; },
    interaction(name) { return Object.assign({}, state.input(name).interaction); },
    /** Focus moved to `name` (null: nothing focused); the field that lost it is blurred. */
    focus(name) {
      if (name != null) state.spec(name);
      if (name === focused) return;
      const left = focused;
      focused = name;
      if (left != null) state.input(left).blur();
    },
    get focused() { return focused; },
    /** Return and Next: the next visible field in focus order after `name` (null: the first). */
    nextFocus(name) {
      const order = form.focus;
      if (name == null) return order.find((f) => state.isVisible(f)) ?? null;
      const i = order.indexOf(name);
      if (i < 0) return null;
      return order.slice(i + 1).find((f) => state.isVisible(f)) ?? null;
    },
    previousFocus(name) {
      const order = form.focus;
      if (name == null) return order.slice().reverse().find((f) => state.isVisible(f)) ?? null;
      const i = order.indexOf(name);
      if (i < 0) return null;
      return order.slice(0, i).reverse().find((f) => state.isVisible(f)) ?? null;
    },
    /** The server's answer on the fields; each field's clear when it is edited. */
    setServerErrors(errors) {
      for (const name of state.fields) state.input(name).serverErrors = has(errors, name) ? errors[name].slice() : [];
    },
    toggleSign(name) { const input = state.input(name); if (input instanceof NumberInput) input.toggleSign(); return input.text; },
    /** Sets a number field from a POSIX literal (a stepper's or slider's value), as an edit. */
    setNumber(name, literal) {
      const input = state.input(name);
      if (!(input instanceof NumberInput)) return state.text(name);
      input.text = literal == null || literal === "" ? "" : input.field.textOfLiteral(literal);
      return input.text;
    },
    /**
     * A slider moved to `value` (a number, or its text): as FormRuntime's `subscript(sliding:)`,
     * the value moved into the range, to the nearest step from the lower bound computed in
     * decimal (`0.1 + 0.2` is `0.3`), or, moving freely, rounded to 15 significant digits and
     * the field's fraction digits; then set as an edit.
     */
    slide(name, value) {
      const spec = state.spec(name);
      const range = spec.range;
      const v = Number(value);
      if (!range || !Number.isFinite(v)) return state.text(name);
      const lower = decimalFromLiteral(range.lower), upper = decimalFromLiteral(range.upper);
      const clamp = (d) => (compareDecimals(d, lower) < 0 ? lower : compareDecimals(d, upper) > 0 ? upper : d);
      const clamped = Math.min(Math.max(v, Number(range.lower)), Number(range.upper));
      let exact;
      if (range.step != null) {
        const count = Math.round((clamped - Number(range.lower)) / Number(range.step));
        exact = clamp(addDecimals(lower, multiplyDecimal(decimalFromLiteral(range.step), count)));
      } else {
        exact = decimalFromLiteral(literalOfNumber(Number(clamped.toPrecision(15))));
        const digits = spec.number && spec.number.fractionDigits;
        if (digits != null) exact = roundDecimal(exact, digits);
        exact = clamp(exact);
      }
      return state.setNumber(name, decimalText(exact));
    },
    currentErrors() { return formErrors(state, (name) => state.errors(name)); },
    /** The values as `submit()` returns them, without showing an error; null while a rule fails. */
    currentValues() {
      if (state.fields.some((name) => state.errors(name).length > 0)) return null;
      return collect(state).values;
    },
    /**
     * Shows every field's errors and tidies unfinished numbers, then returns
     * `{ok: true, values, json}` or `{ok: false, errors, first}`.
     */
    submit() {
      for (const name of state.fields) state.input(name).markSubmitted();
      const errors = formErrors(state, (name) => state.errors(name));
      if (errors.first != null) return { ok: false, errors: errors.byField, first: errors.first, announcement: announcement(state, errors) };
      const { values, json } = collect(state);
      return { ok: true, values, json };
    },
  };
  function serverChecks(name) { return state.spec(name).submitted !== false; }
  for (const spec of form.fields) inputs.set(spec.name, makeInput(spec, state));
  if (server) {
    // A server has no value of a field that is not submitted: rules that read one hold.
    for (const spec of form.fields) {
      const input = inputs.get(spec.name);
      input.rules = input.rules.filter((r) => r.rule !== "equals" || specs.get(r.field).submitted !== false);
    }
  }
  return state;
}

function formErrors(state, errorsOf) {
  const byField = {};
  for (const name of state.fields) {
    const errors = errorsOf(name);
    if (errors.length > 0) byField[name] = errors;
  }
  const first = form.focus.find((name) => has(byField, name)) ?? state.fields.find((name) => has(byField, name)) ?? null;
  return { byField, first };
}

function announcement(state, errors) {
  const names = Object.keys(errors.byField);
  if (errors.first == null) return "";
  const count = names.length === 1 ? state.word("formc.announce.one") : state.strings.message("formc.announce.many", String(names.length));
  return count + " " + errors.byField[errors.first][0];
}

/** The submitted values and their JSON: submitted fields, a hidden one left out, keys sorted. */
function collect(state) {
  const values = {};
  const members = [];
  for (const spec of form.fields) {
    if (spec.submitted === false) continue;
    if (!state.isVisible(spec.name)) continue;
    const input = state.input(spec.name);
    const json = input.json();
    if (json == null) continue;
    const value = input.value;
    values[spec.json] = input instanceof NumberInput ? decimalText(value) : value;
    members.push([spec.json, json]);
  }
  members.sort((a, b) => byCodePoints(a[0], b[0]));
  return { values, json: "{" + members.map(([k, v]) => jsonString(k) + ":" + v).join(",") + "}" };
}

// ---------------------------------------------------------------------------------------------
// A server's verdict on a submitted record.
// ---------------------------------------------------------------------------------------------

const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;

/** A JSON number (a JS number, a BigInt, or its raw text) as a POSIX literal; null if none. */
function literalOfNumber(value) {
  let text;
  if (typeof value === "number") { if (!Number.isFinite(value)) return null; text = String(value); }
  else if (typeof value === "bigint") text = value.toString();
  else if (typeof value === "string") text = value;
  else return null;
  if (!NUMBER_TEXT.test(text)) return null;
  const e = text.search(/[eE]/);
  if (e < 0) return text;
  const exponent = Number(text.slice(e + 1));
  const parts = posixParts(text.slice(0, e));
  if (!parts || !Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return null;
  let digits = parts.integer.concat(parts.fraction);
  let point = parts.integer.length + exponent;
  if (point < 0) { digits = Array(-point).fill(0).concat(digits); point = 0; }
  if (point > digits.length) digits = digits.concat(Array(point - digits.length).fill(0));
  const integer = digits.slice(0, point).join("") || "0";
  const fraction = digits.slice(point).join("");
  return (parts.negative ? "-" : "") + integer + (fraction ? "." + fraction : "");
}

/**
 * The verdict on `record`, a submitted JSON object (parsed; numbers as JS numbers, BigInts or
 * their raw text): `{valid, errors: {field: [messages]}}`, as the form's model judges the
 * values, in `options.lang`. A property of the wrong type, no option's value, a day that does
 * not exist, a hidden field's property, a missing one the form always submits, and a property
 * the form does not have are errors too.
 */
export function validate(record, options = {}) {
  const state = createState(Object.assign({}, options, { server: true }));
  const errors = {};
  const unreadable = (name) => {
    const spec = state.spec(name);
    errors[name] = [spec.invalid ? state.resolve(spec.invalid) : state.strings.message("formc.pattern", state.label(name))];
  };
  if (record == null || typeof record !== "object" || Array.isArray(record)) {
    return { valid: false, errors: { "": [state.strings.message("formc.pattern", form.name)] } };
  }
  const known = new Set(form.fields.filter((f) => f.submitted !== false).map((f) => f.json));
  for (const key of Object.keys(record)) {
    if (!known.has(key)) errors[key] = [state.strings.message("formc.pattern", key)];
  }
  const present = new Map();
  const missing = [];
  for (const spec of form.fields) {
    if (spec.submitted === false) continue;
    const name = spec.name;
    const input = state.input(name);
    const value = has(record, spec.json) ? record[spec.json] : null;
    if (spec.computed) {
      // Worked out again from the record below, and compared.
      if (value != null) present.set(name, true);
      continue;
    }
    if (value == null) {
      // Absent: a field that is not optional is always submitted while it is shown.
      input.prefill(spec.value === "optionSet" ? [] : spec.value === "boolean" ? false : null);
      if (!spec.optional) missing.push(name);
      continue;
    }
    present.set(name, true);
    switch (spec.value) {
      case "text":
        if (typeof value !== "string") { unreadable(name); break; }
        input.prefill(value);
        break;
      case "integer": case "fraction": {
        // The number's exact value, shown as a default is (`12.50` as 12.5, `12.0` in an int
        // field as 12), as Swift decodes it and prefills the field with it.
        const literal = literalOfNumber(value);
        const exact = literal == null ? null : decimalFromLiteral(literal);
        if (exact == null || (spec.value === "integer" && exact.exponent < 0)) { unreadable(name); break; }
        input.prefill(decimalText(exact));
        break;
      }
      case "date":
        if (parseDay(value) == null) { unreadable(name); break; }
        input.prefill(value);
        break;
      case "boolean":
        if (typeof value !== "boolean") { unreadable(name); break; }
        input.prefill(value);
        break;
      case "option":
        if (typeof value !== "string" || !spec.options.some((o) => o.value === value)) { unreadable(name); break; }
        input.prefill(value);
        break;
      case "optionSet": {
        const picks = Array.isArray(value) ? input.exactly(value) : null;
        if (picks == null) { unreadable(name); break; }
        input.prefill(picks);
        break;
      }
      default:
        unreadable(name);
    }
  }
  state.submit();
  for (const spec of form.fields) {
    const name = spec.name;
    if (spec.submitted === false || has(errors, name)) continue;
    if (present.get(name) && !state.isVisible(name)) {
      errors[name] = [state.strings.message("formc.pattern", state.label(name))];
      continue;
    }
    if (spec.computed && state.isVisible(name)) {
      // A computed value must be what its expression gives for the record: present exactly
      // while it can be worked out, and equal to it (numbers exactly, a double as a double).
      const input = state.input(name);
      const value = has(record, spec.json) ? record[spec.json] : null;
      const expected = input.result;
      let same = value == null ? expected == null : expected != null;
      if (same && value != null) {
        if (input.type === "text") same = typeof value === "string" && value === expected;
        else {
          const literal = literalOfNumber(value);
          const exact = literal == null ? null : decimalFromLiteral(literal);
          same = exact != null && (input.type === "double" ? Number(literal) === expected : compareDecimals(exact, expected) === 0);
        }
      }
      if (!same && (value != null || expected != null)) { errors[name] = [state.strings.message("formc.pattern", state.label(name))]; continue; }
    }
    const messages = state.errors(name);
    if (messages.length > 0) errors[name] = messages;
    else if (missing.includes(name) && state.isVisible(name)) unreadable(name);
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

// ---------------------------------------------------------------------------------------------
// The page: binds the DOM `formc generate --emit web` writes (docs/WEB.md, "The page").
// ---------------------------------------------------------------------------------------------

/** The language a page shows: `options.lang`, else `?lang=` of the page's address, else the
 *  browser's first language formc or the catalog has (with `data-formc-lang="auto"` on the
 *  root element), else the root element's `lang`, else the form's language. */
export function chooseLanguage(document, options = {}) {
  if (options.lang) return options.lang;
  const root = document.documentElement;
  try {
    const asked = new URL(document.location.href).searchParams.get("lang");
    if (asked) return asked;
  } catch (_) { /* no address */ }
  if (root.getAttribute("data-formc-lang") === "auto") {
    const offered = new Set(LANGUAGES.concat([form.language]));
    const catalog = options.strings && options.strings.strings;
    if (catalog) {
      for (const entry of Object.values(catalog)) {
        if (entry && entry.localizations) Object.keys(entry.localizations).forEach((l) => offered.add(l));
      }
    }
    const preferred = (document.defaultView && document.defaultView.navigator && document.defaultView.navigator.languages) || [];
    for (const tag of preferred) {
      if (languageCandidates(tag).some((c) => offered.has(c))) return tag;
    }
  }
  return root.getAttribute("lang") || form.language;
}

/**
 * Binds the form element the page holds (`<form id="formc-form">`) to a new state and keeps
 * the page and the state in step: texts in the chosen language, input filtered as typed,
 * errors shown per validation timing, fields shown and hidden by their conditions, Enter
 * moving along the focus order, and the submit. Returns the state.
 */
export function mount(root, options = {}) {
  const document = root.ownerDocument;
  const lang = chooseLanguage(document, options);
  const state = createState(Object.assign({}, options, { lang }));
  document.documentElement.setAttribute("lang", lang);
  const byId = (id) => document.getElementById(id);
  const control = (name) => byId("f-" + name);
  const setText = (element, text) => { if (element && text != null && element.textContent !== text) element.textContent = text; };

  // Texts in the chosen language.
  setText(root.querySelector("[data-formc-title]"), state.title);
  if (state.title != null) document.title = state.title;
  setText(byId("formc-submit"), state.submitLabel);
  form.sections.forEach((section, index) => {
    setText(root.querySelector('[data-formc-section-header="' + index + '"]'), state.sectionText(section, "header"));
    setText(root.querySelector('[data-formc-section-footer="' + index + '"]'), state.sectionText(section, "footer"));
  });
  for (const spec of form.fields) {
    const name = spec.name;
    setText(byId("f-" + name + "-label"), state.label(name));
    setText(byId("f-" + name + "-help"), state.help(name));
    const element = control(name);
    if (!element) continue;
    const prompt = state.prompt(name);
    if (prompt != null && "placeholder" in element) element.placeholder = prompt;
    if (spec.value === "option") {
      for (const option of element.options) {
        setText(option, option.value === "" ? state.word(spec.optional ? "formc.view.none" : "formc.view.choose") : state.optionLabel(name, option.value));
      }
    } else if (spec.value === "optionSet") {
      spec.options.forEach((option, i) => setText(byId("f-" + name + "-" + i + "-label"), state.optionLabel(name, option.value)));
    }
  }

  // A currency field's symbol as the language writes it, on the side it writes it (FormRuntime's
  // CurrencySymbol): `$` before the amount in en-US, `$` after it in de-DE.
  for (const element of root.querySelectorAll("[data-formc-currency]")) {
    const code = element.getAttribute("data-formc-currency");
    try {
      const parts = new Intl.NumberFormat(lang, { style: "currency", currency: code }).formatToParts(1);
      const symbol = parts.find((p) => p.type === "currency");
      if (symbol) setText(element, symbol.value);
      const before = parts.findIndex((p) => p.type === "currency") < parts.findIndex((p) => p.type === "integer");
      element.classList.toggle("formc-currency-after", !before);
    } catch (_) { /* an unknown code stays as written */ }
  }

  /** Sets attribute `name` of `element` to `value` (null: removes it), only when it changes. */
  function setBound(element, name, value) {
    if (element.getAttribute(name) === value) return;
    if (value == null) element.removeAttribute(name); else element.setAttribute(name, value);
  }

  /** Where each field's control shows the state's text. A control is written only when the
   *  state's text differs from what it gives (an edit the filter refused, a change from code),
   *  so that nothing a person is typing is written over. */
  function show(name) {
    const spec = state.spec(name);
    const element = control(name);
    if (!element) return;
    const input = state.input(name);
    switch (spec.control) {
      case "toggle": element.checked = input.isOn; element.setAttribute("aria-checked", input.isOn ? "true" : "false"); break;
      case "toggles": spec.options.forEach((o, i) => { const box = byId("f-" + name + "-" + i); if (box) box.checked = input.isPicked(o.value); }); break;
      case "stepper": case "slider": {
        const literal = input.literal;
        const value = literal ?? (spec.range ? spec.range.lower : "");
        if (element.value !== value) element.value = value;
        setText(byId("f-" + name + "-value"), input.text);
        break;
      }
      case "datePicker": {
        // Chromium's value is "" while a segment is incomplete: a year being typed digit by
        // digit passes through days that do not exist (0002-02-29). A required date keeps its
        // day then, and writing that day back would restart the year the person is typing:
        // the control is written only when it gives a day the state does not hold, or when
        // the person has left it (the focus gone, it shows the day that will be submitted).
        const typing = element.value === "" && document.activeElement === element;
        if (element.value !== input.text && !typing) element.value = input.text;
        // Only a bound that changes is written: setting `min`/`max`, even to the same value,
        // resets the segment being typed.
        const earliest = input.earliest ? input.earliest.text : null, latest = input.latest ? input.latest.text : null;
        setBound(element, "min", earliest);
        setBound(element, "max", latest);
        break;
      }
      default:
        if (element.value !== input.text) {
          const end = element.value.length - (element.selectionEnd ?? element.value.length);
          element.value = input.text;
          if (document.activeElement === element && element.setSelectionRange) {
            const at = Math.max(0, element.value.length - end);
            try { element.setSelectionRange(at, at); } catch (_) { /* not a text control */ }
          }
        }
    }
  }

  // A mouse click on the submit button must not be lost. Its press takes the focus from the
  // field being left, whose errors then show (`validateOn blur`); a new error line above the
  // button moves it, and when it is no longer under the pointer at the release the browser
  // sends no click: the person's submit would do nothing. So while a press on the button is
  // down, the errors shown stay as they were; the click (its submit shows every error), or the
  // release without a click, shows them. The layout stays as it is only while that button is
  // pressed (a submit from the keyboard holds nothing back), and no space is reserved under
  // every field for errors that may never come, which could not hold a message of two lines.
  let pressOnSubmit = false;
  const submitButton = byId("formc-submit");
  if (submitButton) {
    const press = (event) => { if (event.button === 0) pressOnSubmit = true; };
    submitButton.addEventListener("pointerdown", press);
    submitButton.addEventListener("mousedown", press);
    // The click, when there is one, comes in the same task as the release: after it, the
    // errors held back are shown (the submit has shown them already).
    const release = () => {
      if (!pressOnSubmit) return;
      setTimeout(() => { if (pressOnSubmit) { pressOnSubmit = false; render(); } }, 0);
    };
    for (const type of ["pointerup", "pointercancel", "mouseup"]) document.addEventListener(type, release, true);
  }

  /** Visibility, shown errors and every control's text, from the state. */
  function render() {
    for (const spec of form.fields) {
      const name = spec.name;
      const row = root.querySelector('[data-formc-field="' + name + '"]');
      const visible = state.isVisible(name);
      if (row) row.hidden = !visible;
      show(name);
      if (pressOnSubmit) continue;
      const shown = state.visibleErrors(name);
      const box = byId("f-" + name + "-error");
      if (box) {
        const current = Array.from(box.children).map((p) => p.textContent);
        if (current.length !== shown.length || current.some((t, i) => t !== shown[i])) {
          box.replaceChildren(...shown.map((message) => { const p = document.createElement("p"); p.textContent = message; return p; }));
        }
      }
      const targets = [control(name)];
      if (spec.control === "toggles") spec.options.forEach((_, i) => targets.push(byId("f-" + name + "-" + i)));
      for (const target of targets) {
        if (!target) continue;
        if (shown.length > 0) target.setAttribute("aria-invalid", "true"); else target.removeAttribute("aria-invalid");
      }
    }
    form.sections.forEach((section, index) => {
      const element = root.querySelector('[data-formc-section="' + index + '"]');
      if (element) element.hidden = section.fields.length > 0 && section.fields.every((name) => !state.isVisible(name));
    });
  }

  /** The field a control of the page belongs to. */
  function fieldOf(element) {
    const row = element && element.closest ? element.closest("[data-formc-field]") : null;
    return row && root.contains(row) ? row.getAttribute("data-formc-field") : null;
  }

  function focusField(name) {
    const spec = state.spec(name);
    const element = spec.control === "toggles" ? byId("f-" + name + "-0") : control(name);
    if (element) element.focus();
  }

  // Typing: the state's filter decides, before the browser changes the text when it can tell
  // (beforeinput), and after it in any case (input): a refused edit leaves the text as it was.
  const single = ["textField", "secureField", "textEditor"];
  for (const spec of form.fields) {
    const name = spec.name;
    const element = control(name);
    // A computed value's output is written by `render`, never read.
    if (!element || spec.computed) continue;
    if (single.includes(spec.control)) {
      element.addEventListener("beforeinput", (event) => {
        if (event.isComposing) return;
        let data = event.data;
        if (data == null && event.dataTransfer) data = event.dataTransfer.getData("text/plain");
        if (!["insertText", "insertFromPaste", "insertReplacementText", "insertFromDrop"].includes(event.inputType) || data == null) return;
        const start = element.selectionStart ?? element.value.length, end = element.selectionEnd ?? start;
        const proposed = element.value.slice(0, start) + data + element.value.slice(end);
        if (proposed !== state.text(name) && state.preview(name, proposed) === state.text(name)) event.preventDefault();
      });
      const apply = () => { state.edit(name, element.value); render(); };
      element.addEventListener("input", (event) => { if (!event.isComposing) apply(); });
      element.addEventListener("compositionend", apply);
    } else if (spec.control === "toggle") {
      element.addEventListener("change", () => { state.edit(name, element.checked ? "true" : "false"); render(); });
    } else if (spec.control === "toggles") {
      spec.options.forEach((_, i) => {
        const box = byId("f-" + name + "-" + i);
        if (box) box.addEventListener("change", () => {
          state.input(name).select(spec.options.filter((o, j) => byId("f-" + name + "-" + j).checked).map((o) => o.value));
          render();
        });
      });
    } else if (spec.control === "slider") {
      element.addEventListener("input", () => { state.slide(name, element.value); render(); });
    } else if (spec.control === "stepper") {
      element.addEventListener("input", () => { state.setNumber(name, element.value); render(); });
    } else {
      const apply = () => { state.edit(name, element.value); render(); };
      element.addEventListener("input", apply);
      element.addEventListener("change", apply);
    }
  }

  // Focus: the field that loses it is blurred (its errors show under `validateOn blur`).
  root.addEventListener("focusin", (event) => {
    const name = fieldOf(event.target);
    if (name != null) { state.focus(name); render(); }
  });
  root.addEventListener("focusout", (event) => {
    const name = fieldOf(event.target);
    if (name != null && fieldOf(event.relatedTarget) !== name) { state.focus(null); render(); }
  });

  // Enter in a single-line control moves along the focus order; on the last, it submits.
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || event.isComposing || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const name = fieldOf(target);
    if (name == null || target.tagName === "TEXTAREA" || target.tagName === "SELECT" || target.type === "checkbox") return;
    event.preventDefault();
    if (!form.focus.includes(name)) return;
    const next = state.nextFocus(name);
    if (next != null) focusField(next); else root.requestSubmit();
  });

  root.addEventListener("submit", (event) => {
    event.preventDefault();
    pressOnSubmit = false;
    const result = state.submit();
    render();
    const announce = byId("formc-announce");
    if (result.ok) {
      root.setAttribute("data-formc-result", "submitted");
      root.setAttribute("data-formc-json", result.json);
      setText(announce, "");
      root.dispatchEvent(new CustomEvent("formc-submit", { detail: { values: result.values, json: result.json }, bubbles: true }));
    } else {
      root.setAttribute("data-formc-result", "invalid");
      root.removeAttribute("data-formc-json");
      focusField(result.first);
      setText(announce, result.announcement);
    }
  });

  /** Shows the page as the state is now: for code that changed the state itself. */
  state.render = render;
  /**
   * A server's answer on the fields (`{field: [messages]}`), as the Swift view shows it: on
   * the fields at once, focus on the first field in focus order that shows an error, and the
   * announcement of how many fields need attention. Each field's clear when it is edited.
   */
  state.showServerErrors = (errors) => {
    state.setServerErrors(errors);
    render();
    const shown = formErrors(state, (name) => state.visibleErrors(name));
    if (shown.first != null) {
      focusField(shown.first);
      setText(byId("formc-announce"), announcement(state, shown));
    }
  };
  render();
  if (form.initialFocus != null && options.focus !== false) focusField(form.initialFocus);
  return state;
}

"""#
}

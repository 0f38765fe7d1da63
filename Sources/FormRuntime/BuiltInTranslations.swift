/// formc's own texts in every language it ships translations for: the default validation
/// messages (templates with the field's label as their first argument) and the words of the
/// generated view. An app's own catalog overrides any of them (`FormStrings`).
///
/// The English text of each key is the template formc writes into catalogs as the source;
/// `formc`'s `BuiltInLanguages` lists the same languages, and a test keeps the two equal.
/// Templates use `%@` only, in the source's order; a language that needs another order would
/// write `%1$@`, `%2$@`. docs/LOCALIZATION.md says how each language was checked.
public enum BuiltInTranslations {
    /// The languages of the table, as BCP 47 tags the way Xcode names `.lproj` folders.
    public static let languages: [String] = ["en", "zh-Hans", "de", "fr", "es", "ja"]

    /// Key → language → text. Every key has every language of `languages`.
    public static let table: [String: [String: String]] = {
        var table: [String: [String: String]] = [:]
        for (index, language) in languages.enumerated() {
            for row in rows {
                table[row.key, default: [:]][language] = row.texts[index]
            }
        }
        return table
    }()

    /// The text of `key` in `language` (an exact tag of `languages`), if formc has it.
    public static func text(_ key: String, language: String) -> String? {
        table[key]?[language]
    }

    /// One key and its texts, in the order of `languages`.
    struct Row {
        var key: String
        var texts: [String]
        init(_ key: String, _ en: String, _ zhHans: String, _ de: String, _ fr: String, _ es: String, _ ja: String) {
            self.key = key
            self.texts = [en, zhHans, de, fr, es, ja]
        }
    }

    /// Every key, each with en, zh-Hans, de, fr, es, ja.
    static let rows: [Row] = [
        Row("formc.required",
            "%@ is required.", "%@为必填项。", "%@ ist erforderlich.",
            "Le champ %@ est obligatoire.", "El campo %@ es obligatorio.", "%@は必須です。"),
        Row("formc.required.toggle",
            "%@ must be accepted.", "必须同意%@。", "%@ muss akzeptiert werden.",
            "Vous devez accepter\u{00A0}: %@.", "Es necesario aceptar: %@.", "%@に同意してください。"),
        Row("formc.length.exactly.one",
            "%@ must be 1 character.", "%@必须为 1 个字符。", "%@ muss genau 1 Zeichen lang sein.",
            "Le champ %@ doit contenir 1 caractère.", "El campo %@ debe tener 1 carácter.", "%@は1文字で入力してください。"),
        Row("formc.length.exactly",
            "%@ must be %@ characters.", "%@必须为 %@ 个字符。", "%@ muss genau %@ Zeichen lang sein.",
            "Le champ %@ doit contenir %@ caractères.", "El campo %@ debe tener %@ caracteres.", "%@は%@文字で入力してください。"),
        Row("formc.length.between",
            "%@ must be %@ to %@ characters.", "%@必须为 %@ 到 %@ 个字符。", "%@ muss %@ bis %@ Zeichen lang sein.",
            "Le champ %@ doit contenir entre %@ et %@ caractères.", "El campo %@ debe tener entre %@ y %@ caracteres.",
            "%@は%@文字以上%@文字以下で入力してください。"),
        Row("formc.length.empty",
            "%@ must be empty.", "%@必须为空。", "%@ muss leer sein.",
            "Le champ %@ doit être vide.", "El campo %@ debe estar vacío.", "%@は空欄にしてください。"),
        Row("formc.length.atLeast.one",
            "%@ must be at least 1 character.", "%@至少需要 1 个字符。", "%@ muss mindestens 1 Zeichen lang sein.",
            "Le champ %@ doit contenir au moins 1 caractère.", "El campo %@ debe tener al menos 1 carácter.",
            "%@は1文字以上で入力してください。"),
        Row("formc.length.atLeast",
            "%@ must be at least %@ characters.", "%@至少需要 %@ 个字符。", "%@ muss mindestens %@ Zeichen lang sein.",
            "Le champ %@ doit contenir au moins %@ caractères.", "El campo %@ debe tener al menos %@ caracteres.",
            "%@は%@文字以上で入力してください。"),
        Row("formc.length.atMost.one",
            "%@ must be at most 1 character.", "%@最多只能有 1 个字符。", "%@ darf höchstens 1 Zeichen lang sein.",
            "Le champ %@ doit contenir au plus 1 caractère.", "El campo %@ debe tener como máximo 1 carácter.",
            "%@は1文字以内で入力してください。"),
        Row("formc.length.atMost",
            "%@ must be at most %@ characters.", "%@最多只能有 %@ 个字符。", "%@ darf höchstens %@ Zeichen lang sein.",
            "Le champ %@ doit contenir au plus %@ caractères.", "El campo %@ debe tener como máximo %@ caracteres.",
            "%@は%@文字以内で入力してください。"),
        Row("formc.length.wrong",
            "%@ has the wrong length.", "%@的长度不正确。", "%@ hat nicht die richtige Länge.",
            "Le champ %@ n’a pas la bonne longueur.", "El campo %@ no tiene la longitud correcta.", "%@の文字数が正しくありません。"),
        Row("formc.range.between",
            "%@ must be between %@ and %@.", "%@必须介于 %@ 和 %@ 之间。", "%@ muss zwischen %@ und %@ liegen.",
            "Le champ %@ doit être compris entre %@ et %@.", "El campo %@ debe estar entre %@ y %@.", "%@は%@以上%@以下にしてください。"),
        Row("formc.range.halfOpen",
            "%@ must be at least %@ and less than %@.", "%@必须大于或等于 %@ 且小于 %@。",
            "%@ muss mindestens %@ und kleiner als %@ sein.",
            "Le champ %@ doit être supérieur ou égal à %@ et inférieur à %@.",
            "El campo %@ debe ser mayor o igual que %@ y menor que %@.", "%@は%@以上%@未満にしてください。"),
        Row("formc.range.atLeast",
            "%@ must be at least %@.", "%@必须大于或等于 %@。", "%@ muss mindestens %@ sein.",
            "Le champ %@ doit être supérieur ou égal à %@.", "El campo %@ debe ser mayor o igual que %@.", "%@は%@以上にしてください。"),
        Row("formc.range.atMost",
            "%@ must be at most %@.", "%@必须小于或等于 %@。", "%@ darf höchstens %@ sein.",
            "Le champ %@ doit être inférieur ou égal à %@.", "El campo %@ debe ser menor o igual que %@.", "%@は%@以下にしてください。"),
        Row("formc.range.lessThan",
            "%@ must be less than %@.", "%@必须小于 %@。", "%@ muss kleiner als %@ sein.",
            "Le champ %@ doit être inférieur à %@.", "El campo %@ debe ser menor que %@.", "%@は%@未満にしてください。"),
        Row("formc.range.outside",
            "%@ is out of range.", "%@超出了允许的范围。", "%@ liegt außerhalb des zulässigen Bereichs.",
            "Le champ %@ est en dehors de la plage autorisée.", "El campo %@ está fuera del intervalo permitido.",
            "%@が範囲外です。"),
        Row("formc.date.between",
            "%@ must be between %@ and %@.", "%@必须介于 %@ 和 %@ 之间。", "%@ muss zwischen %@ und %@ liegen.",
            "Le champ %@ doit être compris entre le %@ et le %@.", "El campo %@ debe ser una fecha entre el %@ y el %@.",
            "%@は%@から%@までの日付にしてください。"),
        Row("formc.date.between.fromToday",
            "%@ must be between today and %@.", "%@必须介于今天和 %@ 之间。", "%@ muss zwischen heute und %@ liegen.",
            "Le champ %@ doit être compris entre aujourd’hui et le %@.", "El campo %@ debe ser una fecha entre hoy y el %@.",
            "%@は今日から%@までの日付にしてください。"),
        Row("formc.date.between.untilToday",
            "%@ must be between %@ and today.", "%@必须介于 %@ 和今天之间。", "%@ muss zwischen %@ und heute liegen.",
            "Le champ %@ doit être compris entre le %@ et aujourd’hui.", "El campo %@ debe ser una fecha entre el %@ y hoy.",
            "%@は%@から今日までの日付にしてください。"),
        Row("formc.date.today",
            "%@ must be today.", "%@必须是今天。", "%@ muss heute sein.",
            "Le champ %@ doit être la date d’aujourd’hui.", "El campo %@ debe ser la fecha de hoy.", "%@は今日の日付にしてください。"),
        Row("formc.date.onOrAfter",
            "%@ must be %@ or later.", "%@不能早于 %@。", "%@ darf nicht vor %@ liegen.",
            "Le champ %@ doit être le %@ ou une date ultérieure.", "El campo %@ debe ser el %@ o una fecha posterior.",
            "%@は%@以降の日付にしてください。"),
        Row("formc.date.onOrAfter.today",
            "%@ must be today or later.", "%@不能早于今天。", "%@ darf nicht in der Vergangenheit liegen.",
            "Le champ %@ doit être aujourd’hui ou une date ultérieure.", "El campo %@ debe ser hoy o una fecha posterior.",
            "%@は今日以降の日付にしてください。"),
        Row("formc.date.onOrBefore",
            "%@ must be %@ or earlier.", "%@不能晚于 %@。", "%@ darf nicht nach %@ liegen.",
            "Le champ %@ doit être le %@ ou une date antérieure.", "El campo %@ debe ser el %@ o una fecha anterior.",
            "%@は%@以前の日付にしてください。"),
        Row("formc.date.onOrBefore.today",
            "%@ must be today or earlier.", "%@不能晚于今天。", "%@ darf nicht in der Zukunft liegen.",
            "Le champ %@ doit être aujourd’hui ou une date antérieure.", "El campo %@ debe ser hoy o una fecha anterior.",
            "%@は今日以前の日付にしてください。"),
        Row("formc.pattern",
            "%@ is not in the expected format.", "%@的格式不正确。", "%@ hat nicht das erwartete Format.",
            "Le format du champ %@ n’est pas valide.", "El campo %@ no tiene el formato esperado.", "%@の形式が正しくありません。"),
        Row("formc.email",
            "%@ must be a valid email address.", "%@必须是有效的电子邮件地址。", "%@ muss eine gültige E-Mail-Adresse sein.",
            "Le champ %@ doit être une adresse e-mail valide.", "El campo %@ debe ser una dirección de correo electrónico válida.",
            "%@には有効なメールアドレスを入力してください。"),
        Row("formc.url",
            "%@ must be a valid URL.", "%@必须是有效的网址。", "%@ muss eine gültige URL sein.",
            "Le champ %@ doit être une URL valide.", "El campo %@ debe ser una URL válida.", "%@には有効なURLを入力してください。"),
        Row("formc.phone",
            "%@ must be a valid phone number.", "%@必须是有效的电话号码。", "%@ muss eine gültige Telefonnummer sein.",
            "Le champ %@ doit être un numéro de téléphone valide.", "El campo %@ debe ser un número de teléfono válido.",
            "%@には有効な電話番号を入力してください。"),
        Row("formc.equals",
            "%@ must match %@.", "%@必须与%@一致。", "%@ muss mit %@ übereinstimmen.",
            "Le champ %@ doit correspondre au champ %@.", "El campo %@ debe coincidir con el campo %@.", "%@が%@と一致しません。"),
        Row("formc.allowedCharacters",
            "%@ cannot contain “%@”.", "%@不能包含“%@”。", "%@ darf „%@“ nicht enthalten.",
            "Le champ %@ ne peut pas contenir «\u{00A0}%@\u{00A0}».", "El campo %@ no puede contener «%@».",
            "%@に「%@」は使用できません。"),
        Row("formc.count.exactly", "%@: choose %@.", "%@：请选择 %@ 项。", "%@: Wählen Sie %@ aus.",
            "%@ : choisissez-en %@.", "%@: elija %@.", "%@：%@個選択してください。"),
        Row("formc.count.between", "%@: choose %@ to %@.", "%@：请选择 %@ 到 %@ 项。", "%@: Wählen Sie %@ bis %@ aus.",
            "%@ : choisissez-en de %@ à %@.", "%@: elija de %@ a %@.", "%@：%@〜%@個選択してください。"),
        Row("formc.count.atLeast", "%@: choose at least %@.", "%@：请至少选择 %@ 项。", "%@: Wählen Sie mindestens %@ aus.",
            "%@ : choisissez-en au moins %@.", "%@: elija al menos %@.", "%@：%@個以上選択してください。"),
        Row("formc.count.atMost", "%@: choose at most %@.", "%@：最多选择 %@ 项。", "%@: Wählen Sie höchstens %@ aus.",
            "%@ : choisissez-en au plus %@.", "%@: elija como máximo %@.", "%@：%@個まで選択してください。"),
        Row("formc.number.whole",
            "%@ must be a whole number.", "%@必须是整数。", "%@ muss eine ganze Zahl sein.",
            "Le champ %@ doit être un nombre entier.", "El campo %@ debe ser un número entero.", "%@には整数を入力してください。"),
        Row("formc.number",
            "%@ must be a number.", "%@必须是数字。", "%@ muss eine Zahl sein.",
            "Le champ %@ doit être un nombre.", "El campo %@ debe ser un número.", "%@には数値を入力してください。"),
        Row("formc.number.digits",
            "%@ can have at most 15 significant digits.", "%@最多只能有 15 位有效数字。",
            "%@ darf höchstens 15 signifikante Stellen haben.",
            "Le champ %@ doit comporter au plus 15 chiffres significatifs.",
            "El campo %@ debe tener como máximo 15 cifras significativas.", "%@の有効数字は15桁以内にしてください。"),
        Row("formc.announce.one",
            "1 field needs attention.", "有 1 个字段需要注意。", "1 Feld muss überprüft werden.",
            "1 champ doit être corrigé.", "1 campo requiere atención.", "1件の項目を確認してください。"),
        Row("formc.announce.many",
            "%@ fields need attention.", "有 %@ 个字段需要注意。", "%@ Felder müssen überprüft werden.",
            "%@ champs doivent être corrigés.", "%@ campos requieren atención.", "%@件の項目を確認してください。"),
        Row("formc.view.previousField", "Previous field", "上一个字段", "Vorheriges Feld", "Champ précédent", "Campo anterior", "前の項目"),
        Row("formc.view.nextField", "Next field", "下一个字段", "Nächstes Feld", "Champ suivant", "Campo siguiente", "次の項目"),
        Row("formc.view.dismissKeyboard", "Dismiss keyboard", "收起键盘", "Tastatur ausblenden", "Masquer le clavier", "Ocultar el teclado", "キーボードを閉じる"),
        Row("formc.view.clearText", "Clear text", "清除文本", "Text löschen", "Effacer le texte", "Borrar el texto", "テキストを消去"),
        Row("formc.view.showPassword", "Show password", "显示密码", "Passwort einblenden", "Afficher le mot de passe",
            "Mostrar la contraseña", "パスワードを表示"),
        Row("formc.view.hidePassword", "Hide password", "隐藏密码", "Passwort ausblenden", "Masquer le mot de passe",
            "Ocultar la contraseña", "パスワードを隠す"),
        Row("formc.view.previous", "Previous", "上一个", "Zurück", "Précédent", "Anterior", "前へ"),
        Row("formc.view.next", "Next", "下一个", "Weiter", "Suivant", "Siguiente", "次へ"),
        Row("formc.view.done", "Done", "完成", "Fertig", "OK", "OK", "完了"),
        Row("formc.view.changeSign", "Change sign", "切换正负号", "Vorzeichen ändern", "Changer le signe", "Cambiar el signo", "符号を切り替え"),
        Row("formc.view.choose", "Choose", "选择", "Auswählen", "Choisir", "Elegir", "選択"),
        Row("formc.view.clear", "Clear", "清除", "Löschen", "Effacer", "Borrar", "消去"),
        Row("formc.view.none", "None", "无", "Keine", "Aucun", "Ninguno", "なし"),
        Row("formc.view.removeRow", "Remove", "删除", "Entfernen", "Supprimer", "Eliminar", "削除"),
    ]
}

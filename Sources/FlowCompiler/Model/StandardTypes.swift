/// The standard Swift and Foundation types a flow writes without a module, and the misspellings of them.
///
/// Any other name is taken for one of the app's types, which flowc cannot see; but a name one slip away from
/// `String` or `UUID` is far more likely a typo than a type of the app, and left alone it compiles into generated
/// code that fails with dozens of errors far from the flow file. Only slips that rarely make a real word count:
/// a different case (`string`, `Url`), a swap of two adjacent letters (`Stirng`), a letter too many (`UUIDD`) or
/// one missing (`Strng`) in a long name. A different letter is not a slip here: `Book`, `Tool`, `Rate`, `GUID`,
/// `Spring` are real types one letter away from `Bool`, `Date`, `UUID` and `String`. Nor are a plural (`Strings`)
/// or a letter added to a three-letter name (`Hint`, `CURL`). An app type that is still caught can be written with
/// its module (`Models.Strng`): qualified names are never compared.
enum StandardTypes {
    /// Names that are never reported.
    static let names: Set<String> = [
        "Bool", "CGFloat", "Character", "Data", "Date", "Decimal", "Double", "Float", "Int", "Int8", "Int16",
        "Int32", "Int64", "String", "TimeInterval", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID",
    ]

    /// The module that declares each standard type, so `Swift.String` and `Foundation.URL` are the types
    /// `String` and `URL` (the same Swift type, spelled with its module).
    private static let modules: [String: Set<String>] = [
        "Swift": [
            "Bool", "Character", "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "String", "UInt",
            "UInt8", "UInt16", "UInt32", "UInt64",
        ],
        "Foundation": ["CGFloat", "Data", "Date", "Decimal", "TimeInterval", "URL", "UUID"],
        "CoreGraphics": ["CGFloat"],
    ]

    /// A name as written, with the module of a standard type dropped (`["Swift", "String"]` → `["String"]`).
    static func unqualified(_ parts: [String]) -> [String] {
        guard parts.count == 2, modules[parts[0]]?.contains(parts[1]) == true else { return parts }
        return [parts[1]]
    }

    private static let byLowercase = Dictionary(uniqueKeysWithValues: names.map { ($0.lowercased(), $0) })

    /// Names a slip is measured against, with their lowercase letters. Not the `UInt`s: a swap turns `UInt` into
    /// `Unit`, a real type.
    private static let typoTargets = [
        "Bool", "CGFloat", "Character", "Data", "Date", "Decimal", "Double", "Float", "Int", "String",
        "TimeInterval", "URL", "UUID",
    ].map { ($0, Array($0.lowercased().unicodeScalars)) }

    /// The standard type that `name` (one unqualified name) misspells, or nil.
    static func misspelled(_ name: String) -> String? {
        guard !names.contains(name) else { return nil }
        let lowered = name.lowercased()
        if let sameLetters = byLowercase[lowered] { return sameLetters }
        let letters = Array(lowered.unicodeScalars)
        return typoTargets.first { isSlip(letters, of: $0.1) }?.0
    }

    /// Whether `written` is `target` with two adjacent letters swapped, one letter added (not a plural `s`, and
    /// not to a name of three letters) or one letter dropped from a name of six letters or more.
    private static func isSlip(_ written: [Unicode.Scalar], of target: [Unicode.Scalar]) -> Bool {
        switch written.count - target.count {
        case 0:
            guard let first = written.indices.first(where: { written[$0] != target[$0] }), first + 1 < written.count
            else { return false }
            return written[first] == target[first + 1] && written[first + 1] == target[first]
                && written[(first + 2)...] == target[(first + 2)...]
        case 1:
            return target.count >= 4 && written != target + ["s"] && dropsOne(from: written, giving: target)
        case -1:
            return target.count >= 6 && dropsOne(from: target, giving: written)
        default:
            return false
        }
    }

    /// Whether removing one element of `longer` gives `shorter`.
    private static func dropsOne(from longer: [Unicode.Scalar], giving shorter: [Unicode.Scalar]) -> Bool {
        let first = shorter.indices.first { shorter[$0] != longer[$0] } ?? shorter.count
        return longer[(first + 1)...].elementsEqual(shorter[first...])
    }
}

/// Name rules of the format, and the spelling helpers diagnostics and emitters share.
public enum Names {
    public static func isUpperCamel(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isASCIIAlphanumeric)
    }

    public static func isLowerCamel(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy(isASCIIAlphanumeric)
    }

    /// `verify_code`, `Verify-Code`, `VerifyCode` → `verifyCode`; nil when nothing usable is left.
    public static func lowerCamel(_ name: String) -> String? {
        guard let upper = upperCamel(name) else { return nil }
        // Lower the leading run of capitals, except the last one when a lowercase letter follows ("URLPath" → "urlPath").
        let scalars = Array(upper.unicodeScalars)
        var end = 0
        while end < scalars.count, ("A"..."Z").contains(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, ("a"..."z").contains(scalars[end]) { end -= 1 }
        end = max(end, 1)
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            result.append(index < end ? Unicode.Scalar(String(scalar).lowercased())! : scalar)
        }
        return String(result)
    }

    /// `verify_code`, `verifyCode` → `VerifyCode`; nil when nothing usable is left.
    public static func upperCamel(_ name: String) -> String? {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isASCIIAlphanumeric(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        let joined = words.map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined()
        guard let first = joined.unicodeScalars.first, !("0"..."9").contains(first) else { return nil }
        return joined
    }

    /// A module path that `import` accepts: `Models`, `Models.Sub` (identifiers joined by dots).
    public static func isModulePath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
                return false
            }
            return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }

    /// The closest candidate, if it is close enough to be what the user meant.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        let lowered = name.lowercased()
        for candidate in candidates where candidate != name {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) || (distance == best?.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, name.count / 3))
        return best.distance <= allowed ? best.name : nil
    }

    /// Levenshtein distance; names are short, so the quadratic table is fine.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// Swift's reserved words: allowed as names in flows, escaped with backticks in generated code.
    public static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "async", "some", "any", "consume", "borrowing", "consuming",
    ]
}

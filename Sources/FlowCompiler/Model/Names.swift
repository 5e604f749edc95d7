/// Name rules of the format, and the spelling helpers diagnostics and emitters share.
public enum Names {
    /// The longest name a flow may give (in characters; valid names are ASCII). A flow's name makes its file
    /// names, where file systems allow 255 bytes per name and tools add to it (`.Auth.swift.flowc-<pid>-<n>.tmp`
    /// while writing, `Auth.swiftconstvalues`, `Auth~partial.swiftsourceinfo` while compiling), and every name
    /// becomes a Swift identifier joined with others (`AuthScreens`, `AuthEvent.VerifyCode`, `homeSignedOut`).
    /// Real names are far shorter; one limit for every kind keeps the rule simple.
    public static let maxLength = 128

    /// Whether a name is over `maxLength` characters. Counts bytes first: a native string knows that number, and
    /// a name of at most `maxLength` bytes cannot have more characters.
    public static func isTooLong(_ name: String) -> Bool {
        name.utf8.count > maxLength && name.count > maxLength
    }

    /// A name as a message shows it: whole up to `maxLength` bytes, else its start and `…`, so that a
    /// diagnostic about a name of megabytes does not repeat it.
    public static func shown(_ name: String) -> String {
        guard name.utf8.count > maxLength else { return name }
        return String(name.prefix(shownPrefix)) + "…"
    }

    /// How much of an over-long name a message shows.
    static let shownPrefix = 32

    /// `text` with each run of more than `maxLength` ASCII letters and digits (a name over the limit) cut as
    /// `shown(_:)` cuts it; the text itself when it has none, which a short text cannot have.
    public static func cuttingLongNames(_ text: String) -> String {
        guard text.utf8.count > maxLength else { return text }
        var result: [UInt8] = []
        var run = 0
        var cut = false
        for byte in text.utf8 {
            guard isASCIIAlphanumeric(byte) else {
                run = 0
                result.append(byte)
                continue
            }
            run += 1
            if run <= shownPrefix {
                result.append(byte)
            } else if run == maxLength + 1 {
                // The run is a name over the limit: drop what followed its start, and the rest of it.
                result.removeLast(maxLength - shownPrefix)
                result.append(contentsOf: "…".utf8)
                cut = true
            } else if run <= maxLength {
                result.append(byte)
            }
        }
        return cut ? String(decoding: result, as: UTF8.self) : text
    }

    // The name rules only admit ASCII letters and digits, so they are checked on UTF-8 bytes: every byte of a
    // non-ASCII character is ≥ 0x80, never a letter or digit, exactly as the character itself is not. They run
    // for every name of the program on every build, where walking Unicode scalars cost more than the rest.

    public static func isUpperCamel(_ name: String) -> Bool {
        isCamel(name, firstIn: UInt8(ascii: "A")...UInt8(ascii: "Z"))
    }

    public static func isLowerCamel(_ name: String) -> Bool {
        isCamel(name, firstIn: UInt8(ascii: "a")...UInt8(ascii: "z"))
    }

    private static func isCamel(_ name: String, firstIn first: ClosedRange<UInt8>) -> Bool {
        func check(_ bytes: some Collection<UInt8>) -> Bool {
            guard let head = bytes.first, first.contains(head) else { return false }
            return bytes.allSatisfy(isASCIIAlphanumeric)
        }
        return name.utf8.withContiguousStorageIfAvailable(check) ?? check(name.utf8)
    }

    /// `verify_code`, `Verify-Code`, `VerifyCode` → `verifyCode`; nil when nothing usable is left.
    public static func lowerCamel(_ name: String) -> String? { camel(name, lower: true) }

    /// A prefix of generated type names: an ASCII uppercase letter, then ASCII letters and digits.
    public static func isTypePrefix(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Names as a sentence lists them: "A", "A and B", "A, B and C".
    static func wordList(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// `verify_code`, `verifyCode` → `VerifyCode`; nil when nothing usable is left.
    public static func upperCamel(_ name: String) -> String? { camel(name, lower: false) }

    /// The words of `name` (runs of ASCII letters and digits; anything else separates them), each with its first
    /// letter in upper case, joined; nil when that is empty or starts with a digit. With `lower`, the leading run
    /// of capitals is then lowered, except the last one when a lowercase letter follows ("URLPath" → "urlPath").
    /// Written straight into the new string's storage: a name of up to 15 bytes then allocates nothing.
    private static func camel(_ name: String, lower: Bool) -> String? {
        var name = name
        var usable = false
        let result = name.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                var startsWord = true
                for byte in bytes {
                    guard isASCIIAlphanumeric(byte) else {
                        startsWord = true
                        continue
                    }
                    buffer[count] = startsWord && isASCIILower(byte) ? byte - 0x20 : byte
                    count += 1
                    startsWord = false
                }
                guard count > 0, !isASCIIDigit(buffer[0]) else { return 0 }
                usable = true
                if lower {
                    var end = 0
                    while end < count, isASCIIUpper(buffer[end]) { end += 1 }
                    if end > 1, end < count, isASCIILower(buffer[end]) { end -= 1 }
                    for index in 0..<max(end, 1) where isASCIIUpper(buffer[index]) { buffer[index] += 0x20 }
                }
                return count
            }
        }
        return usable ? result : nil
    }

    /// A module path that `import` accepts: `Models`, `Models.Sub` (identifiers joined by dots).
    public static func isModulePath(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
                return false
            }
            return part.unicodeScalars.allSatisfy {
                $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
            }
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
        return best.distance <= allowedDistance(for: name) ? best.name : nil
    }

    /// Whether `suggestion` is the only candidate close enough to `name`: a did-you-mean flowc is sure of, which
    /// makes its fix-it safe for `flowc lint --fix`. With two close names (`loginForm`, `loginFrom`) the choice is
    /// the user's.
    public static func isSoleSuggestion(
        _ suggestion: String, for name: String, among candidates: some Sequence<String>
    ) -> Bool {
        let lowered = name.lowercased()
        let allowed = allowedDistance(for: name)
        for candidate in candidates where candidate != name && candidate != suggestion {
            let distance = candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
            if distance <= allowed { return false }
        }
        return true
    }

    /// How many edits a did-you-mean may be away from the name: one per three characters, from 1 to 3.
    static func allowedDistance(for name: String) -> Int { max(1, min(3, name.count / 3)) }

    /// Edit distance counting an insertion, a deletion, a substitution or a swap of two adjacent characters as
    /// one edit (optimal string alignment): `shaer` is one edit from `share`, as a typist sees it, not two.
    /// Names are short, so the quadratic table is fine.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Three rows: a swap looks two rows back.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    private static func isASCIIUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isASCIILower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIIUpper(byte) || isASCIILower(byte) || isASCIIDigit(byte)
    }

    /// Whether `identifier` is one of `swiftKeywords`, comparing it only with the keywords of its first byte: the
    /// generator asks this of every name it writes, and a Set would hash each one.
    public static func isSwiftKeyword(_ identifier: String) -> Bool {
        guard let first = identifier.utf8.first else { return false }
        return keywordsByFirstByte[Int(first)].contains(identifier)
    }

    private static let keywordsByFirstByte: [[String]] = {
        var table = [[String]](repeating: [], count: 256)
        for keyword in swiftKeywords { table[Int(keyword.utf8.first!)].append(keyword) }
        return table
    }()

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

import Foundation

/// A Swift type expression of the format: `Name`, `Module.Name`, `T?`, `[T]`, `[K: V]`.
public indirect enum TypeExpr: Hashable, Sendable, CustomStringConvertible {
    /// A possibly qualified name: `["Models", "Material"]`.
    case named([String])
    case optional(TypeExpr)
    case array(TypeExpr)
    case dictionary(TypeExpr, TypeExpr)
    /// `live T` (format v2), only as a whole type: a value passed through the flows but never encoded (a user
    /// session, a room proxy); the generated code holds it as `FlowLive<T>`.
    case live(TypeExpr)

    /// The canonical spelling, used in messages and generated code.
    public var description: String {
        switch self {
        case .live(let wrapped): return "live \(wrapped)"
        case .named(let parts): return parts.joined(separator: ".")
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        }
    }

    /// Every name, qualified or not, in writing order.
    var names: [[String]] {
        switch self {
        case .named(let parts): [parts]
        case .optional(let wrapped), .array(let wrapped), .live(let wrapped): wrapped.names
        case .dictionary(let key, let value): key.names + value.names
        }
    }

    /// The same type with each name (qualified or not) replaced by `replacement(parts)` where that is not nil.
    func replacingNamed(_ replacement: ([String]) -> [String]?) -> TypeExpr {
        switch self {
        case .named(let parts): .named(replacement(parts) ?? parts)
        case .optional(let wrapped): .optional(wrapped.replacingNamed(replacement))
        case .live(let wrapped): .live(wrapped.replacingNamed(replacement))
        case .array(let element): .array(element.replacingNamed(replacement))
        case .dictionary(let key, let value):
            .dictionary(key.replacingNamed(replacement), value.replacingNamed(replacement))
        }
    }

    /// The first unqualified name, in writing order, for which `test` is not nil, with its result.
    func firstName<T>(where test: (String) -> T?) -> (name: String, result: T)? {
        switch self {
        case .named(let parts): return parts.count == 1 ? test(parts[0]).map { (parts[0], $0) } : nil
        case .optional(let wrapped), .live(let wrapped): return wrapped.firstName(where: test)
        case .array(let element): return element.firstName(where: test)
        case .dictionary(let key, let value): return key.firstName(where: test) ?? value.firstName(where: test)
        }
    }

    public var isOptional: Bool { if case .optional = self { return true } else { return false } }

    /// `live T` (format v2).
    public var isLive: Bool { if case .live = self { return true } else { return false } }

    /// The type without one level of `?`.
    public var unwrapped: TypeExpr { if case .optional(let wrapped) = self { return wrapped } else { return self } }

    /// Whether a value of type `self` may fill a place of type `expected`: the same type, or `T` where `T?` is
    /// expected.
    public func canFill(_ expected: TypeExpr) -> Bool {
        if self == expected { return true }
        if case .optional(let wrapped) = expected { return canFill(wrapped) }
        return false
    }
}

/// A type as written in a flow file, with its parse.
public struct TypeRef: Sendable {
    /// The text as written (after folding a YAML list form like `[String]` back into text).
    public var spelling: String
    public var location: SourceLocation
    /// Why the spelling is not a valid type expression, or nil when `expr` is set.
    public var problem: String?
    public var expr: TypeExpr?

    public init(spelling: String, at location: SourceLocation) {
        self.spelling = spelling
        self.location = location
        (self.expr, self.problem) = TypeRef.parse(spelling)
    }

    /// The spelling the author most likely meant, when the type is invalid and a valid one is near: generics
    /// written with sugar (`Optional<UUID>` → `UUID?`, `Array<T>` → `[T]`, `Dictionary<K, V>` → `[K: V]`) and
    /// misspelt standard types (`Strng` → `String`, listed in `misspelt`); nil otherwise. Only invalid-type
    /// asks, for its fix-it.
    public var correction: (spelling: String, misspelt: String?)? {
        guard problem != nil else { return nil }
        var parser = TypeParser(spelling, sugaringGenerics: true)
        guard let expr = try? parser.parseAll() else { return nil }
        let corrected = expr.replacingNamed { $0.count == 1 ? StandardTypes.misspelled($0[0]).map { [$0] } : nil }
            .description
        guard TypeRef.parse(corrected).0 != nil else { return nil }
        return (corrected, expr.firstName(where: StandardTypes.misspelled)?.name)
    }

    /// Parsed each time: a type is a few characters, and a cache of spellings shared by the process would grow
    /// without end in a host that runs for hours.
    private static func parse(_ spelling: String) -> (TypeExpr?, String?) {
        let parsed: (TypeExpr?, String?)
        do {
            var parser = TypeParser(spelling)
            let expr = try parser.parseAll()
            // A misspelt standard type parses, but would make the generated code fail to build.
            if let (name, meant) = expr.firstName(where: StandardTypes.misspelled) {
                parsed = (nil, misspelling(name, of: meant))
            } else {
                parsed = (expr, nil)
            }
        } catch {
            parsed = (nil, error.message)
        }
        return parsed
    }

    private static func misspelling(_ name: String, of meant: String) -> String {
        if name.lowercased() == meant.lowercased() {
            return "'\(name)' is not a type; the standard type is '\(meant)' (type names are case-sensitive)"
        }
        return "'\(name)' is not a standard type; it looks like a misspelling of '\(meant)'"
    }
}

struct TypeParseError: Error {
    var message: String
}

/// A small recursive-descent parser over the spelling's UTF-8 bytes (types are parsed for every param of every
/// step, so this is on the hot path); nesting is bounded so a hostile type cannot overflow the stack.
struct TypeParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    private static let maxDepth = 32

    /// Whether `Optional<T>`, `Array<T>` and `Dictionary<K, V>` are read as `T?`, `[T]` and `[K: V]` rather than
    /// rejected: only to suggest the sugar in a fix-it.
    private let sugaringGenerics: Bool

    init(_ text: String, sugaringGenerics: Bool = false) {
        bytes = Array(text.utf8)
        self.sugaringGenerics = sugaringGenerics
    }

    mutating func parseAll() throws(TypeParseError) -> TypeExpr {
        skipSpaces()
        if position == bytes.count { throw TypeParseError(message: "a type is missing") }
        // `live T` (format v2): a whole type only.
        let live = Array("live ".utf8)
        if bytes.count > position + live.count, Array(bytes[position..<(position + live.count)]) == live {
            position += live.count
            skipSpaces()
            if position == bytes.count { throw TypeParseError(message: "'live' names no type; write 'live Session'") }
            let type = try parseType()
            skipSpaces()
            if position < bytes.count {
                throw TypeParseError(message: "unexpected '\(character(at: position))' after '\(type)'")
            }
            return .live(type)
        }
        let type = try parseType()
        skipSpaces()
        if position < bytes.count {
            throw TypeParseError(message: "unexpected '\(character(at: position))' after '\(type)'")
        }
        return type
    }

    private mutating func parseType() throws(TypeParseError) -> TypeExpr {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { throw TypeParseError(message: "the type is nested too deeply") }
        skipSpaces()
        var type: TypeExpr
        if peek == UInt8(ascii: "[") {
            position += 1
            let first = try parseType()
            skipSpaces()
            if peek == UInt8(ascii: ":") {
                position += 1
                let value = try parseType()
                try expect("]")
                type = .dictionary(first, value)
            } else {
                try expect("]")
                type = .array(first)
            }
        } else {
            // `Swift.String` is `String`: one type, whichever way it is written.
            type = .named(StandardTypes.unqualified(try parseQualifiedName()))
            if sugaringGenerics, peek == UInt8(ascii: "<") { type = try parseSugaredGeneric(type) }
        }
        while peek == UInt8(ascii: "?") {
            if type.isOptional { throw TypeParseError(message: "'??' is not a type; one '?' makes a value optional") }
            position += 1
            type = .optional(type)
        }
        if peek == UInt8(ascii: "!") {
            throw TypeParseError(message: "implicitly unwrapped optionals ('!') are not allowed; use '?'")
        }
        if peek == UInt8(ascii: "<") {
            throw TypeParseError(message: "generic types are not supported; use '[T]', '[K: V]' or 'T?'")
        }
        return type
    }

    /// `Optional<T>`, `Array<T>` or `Dictionary<K, V>` after `name`, as their sugar.
    private mutating func parseSugaredGeneric(_ name: TypeExpr) throws(TypeParseError) -> TypeExpr {
        position += 1
        var arguments = [try parseType()]
        skipSpaces()
        while peek == UInt8(ascii: ",") {
            position += 1
            arguments.append(try parseType())
            skipSpaces()
        }
        try expect(">")
        switch (name.description, arguments.count) {
        case ("Optional", 1), ("Swift.Optional", 1): return .optional(arguments[0])
        case ("Array", 1), ("Swift.Array", 1): return .array(arguments[0])
        case ("Dictionary", 2), ("Swift.Dictionary", 2): return .dictionary(arguments[0], arguments[1])
        default: throw TypeParseError(message: "'\(name)' has no sugar")
        }
    }

    private mutating func parseQualifiedName() throws(TypeParseError) -> [String] {
        var parts = [try parseIdentifier()]
        while peek == UInt8(ascii: ".") {
            position += 1
            parts.append(try parseIdentifier())
        }
        return parts
    }

    /// An identifier: ASCII letters, digits and `_`, or any non-ASCII letters (Swift allows them), not
    /// starting with a digit.
    private mutating func parseIdentifier() throws(TypeParseError) -> String {
        skipSpaces()
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isWordByte =
                byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard isWordByte || byte >= 0x80 else { break }
            position += 1
        }
        guard position > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else {
            if position < bytes.count || position > start {
                throw TypeParseError(message: "expected a type name, found '\(character(at: start))'")
            }
            throw TypeParseError(message: "expected a type name at the end")
        }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        // Non-ASCII bytes are accepted above only as parts of letters.
        guard
            bytes[start..<position].allSatisfy({ $0 < 0x80 })
                || name.unicodeScalars.allSatisfy({ $0.isASCII || $0.properties.isAlphabetic })
        else {
            throw TypeParseError(message: "'\(name)' is not a type name")
        }
        return name
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(TypeParseError) {
        skipSpaces()
        guard peek == UInt8(ascii: character) else {
            throw TypeParseError(
                message: "expected '\(character)'"
                    + (position < bytes.count ? ", found '\(self.character(at: position))'" : " at the end"))
        }
        position += 1
    }

    private var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The whole character starting at `offset`, for messages.
    private func character(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<min(end, bytes.count)], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while peek == UInt8(ascii: " ") { position += 1 }
    }
}

/// A Swift type expression of the format: `Name`, `Module.Name`, `T?`, `[T]`, `[K: V]`.
public indirect enum TypeExpr: Hashable, Sendable, CustomStringConvertible {
    /// A possibly qualified name: `["Models", "Material"]`.
    case named([String])
    case optional(TypeExpr)
    case array(TypeExpr)
    case dictionary(TypeExpr, TypeExpr)

    /// The canonical spelling, used in messages and generated code.
    public var description: String {
        switch self {
        case .named(let parts): return parts.joined(separator: ".")
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        }
    }

    public var isOptional: Bool { if case .optional = self { return true } else { return false } }

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
        do {
            var parser = TypeParser(spelling)
            self.expr = try parser.parseAll()
            self.problem = nil
        } catch {
            self.expr = nil
            self.problem = error.message
        }
    }
}

struct TypeParseError: Error {
    var message: String
}

/// A small recursive-descent parser; nesting is bounded so a hostile type cannot overflow the stack.
struct TypeParser {
    private let characters: [Character]
    private var position = 0
    private var depth = 0
    private static let maxDepth = 32

    init(_ text: String) { characters = Array(text) }

    mutating func parseAll() throws(TypeParseError) -> TypeExpr {
        skipSpaces()
        if position == characters.count { throw TypeParseError(message: "a type is missing") }
        let type = try parseType()
        skipSpaces()
        if position < characters.count {
            throw TypeParseError(message: "unexpected '\(characters[position])' after '\(type)'")
        }
        return type
    }

    private mutating func parseType() throws(TypeParseError) -> TypeExpr {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maxDepth { throw TypeParseError(message: "the type is nested too deeply") }
        skipSpaces()
        var type: TypeExpr
        if peek == "[" {
            position += 1
            let first = try parseType()
            skipSpaces()
            if peek == ":" {
                position += 1
                let value = try parseType()
                try expect("]")
                type = .dictionary(first, value)
            } else {
                try expect("]")
                type = .array(first)
            }
        } else {
            type = .named(try parseQualifiedName())
        }
        while peek == "?" {
            if type.isOptional { throw TypeParseError(message: "'??' is not a type; one '?' makes a value optional") }
            position += 1
            type = .optional(type)
        }
        if peek == "!" {
            throw TypeParseError(message: "implicitly unwrapped optionals ('!') are not allowed; use '?'")
        }
        if peek == "<" {
            throw TypeParseError(message: "generic types are not supported; use '[T]', '[K: V]' or 'T?'")
        }
        return type
    }

    private mutating func parseQualifiedName() throws(TypeParseError) -> [String] {
        var parts = [try parseIdentifier()]
        while peek == "." {
            position += 1
            parts.append(try parseIdentifier())
        }
        return parts
    }

    private mutating func parseIdentifier() throws(TypeParseError) -> String {
        skipSpaces()
        let start = position
        while let character = peek, character == "_" || character.isLetter || character.isNumber {
            position += 1
        }
        guard position > start, let first = characters[start...].first, !first.isNumber else {
            if let character = peek { throw TypeParseError(message: "expected a type name, found '\(character)'") }
            throw TypeParseError(message: "expected a type name at the end")
        }
        return String(characters[start..<position])
    }

    private mutating func expect(_ character: Character) throws(TypeParseError) {
        skipSpaces()
        guard peek == character else {
            throw TypeParseError(message: "expected '\(character)'" + (peek.map { ", found '\($0)'" } ?? " at the end"))
        }
        position += 1
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private mutating func skipSpaces() {
        while peek == " " { position += 1 }
    }
}

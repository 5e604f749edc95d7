/// A constant a transition or subflow step passes by name (`args: { isNewLogin: true, mode: .login }`, format v2).
public struct Literal: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Quoted text, or plain text that is no other kind.
        case string
        case int
        /// A number with a fraction or an exponent.
        case double
        /// YAML 1.1's booleans (`true`, `no`, `on` …).
        case bool(Bool)
        /// `null`, `~` or nothing: nil for an optional.
        case null
        /// `.login`: a case of one of the app's enums, which Swift checks in the generated code.
        case enumCase
    }

    public var name: Located<String>
    /// The text as written (without quotes), located at the value.
    public var value: Located<String>
    public var kind: Kind

    public init(name: Located<String>, value: Located<String>, kind: Kind) {
        self.name = name
        self.value = value
        self.kind = kind
    }

    /// Reads a plain or quoted scalar: quoted text is a string whatever it says.
    public static func kind(of text: String, quoted: Bool) -> Kind {
        if quoted { return .string }
        switch text.lowercased() {
        case "true", "yes", "on", "y": return .bool(true)
        case "false", "no", "off", "n": return .bool(false)
        case "null", "~", "": return .null
        default: break
        }
        if Int(text) != nil { return .int }
        // `nan` and `inf` read as numbers too; a written number has a digit.
        if Double(text) != nil, text.contains(where: \.isNumber) { return .double }
        if text.hasPrefix("."), Names.isLowerCamel(String(text.dropFirst())) { return .enumCase }
        return .string
    }

    /// What the literal is, in words: "the text 'x'", "the number 3", "true", "nil", "the case .login".
    public var description: String {
        switch kind {
        case .string: "the text '\(value.value)'"
        case .int, .double: "the number \(value.value)"
        case .bool(let value): "\(value)"
        case .null: "nil"
        case .enumCase: "the case \(value.value)"
        }
    }

    /// Whether the literal can fill a value of type `expected`: text a `String` (or `Character`, when one
    /// character), a whole number any number type, a fraction a floating-point type, a Boolean a `Bool`, nil an
    /// optional, each also its optional; a case any type of the app's (Swift checks the case). Other standard
    /// types (`UUID`, `Date`, `URL` …) have no literal: pass them with `with` or from the input.
    public func fits(_ expected: TypeExpr) -> Bool {
        if kind == .null { return expected.isOptional }
        let type = expected.isOptional ? expected.unwrapped : expected
        guard case .named(let parts) = type else { return false }
        let name = StandardTypes.unqualified(parts)
        let standard = name.count == 1 && StandardTypes.names.contains(name[0])
        switch kind {
        case .enumCase: return !standard
        case .string: return standard && (name[0] == "String" || name[0] == "Character" && value.value.count == 1)
        case .int: return standard && (Self.integerTypes.contains(name[0]) || Self.floatingTypes.contains(name[0]))
        case .double: return standard && Self.floatingTypes.contains(name[0])
        case .bool: return standard && name[0] == "Bool"
        case .null: return false
        }
    }

    static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    static let floatingTypes: Set<String> = ["Double", "Float", "CGFloat", "Decimal", "TimeInterval"]
}

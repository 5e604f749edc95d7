/// The types a deep link placeholder can fill, and what text each accepts.
///
/// invalid-deeplink uses it to tell which params a link can set, deeplink-conflict to tell which links can
/// match the same URL. The text a type accepts is what the generated code accepts: it reads a placeholder with
/// the standard initializers `Int(_:)`, `Double(_:)`, `Bool(_:)` ("true"/"false") and `UUID(uuidString:)`,
/// and a `String` takes any (non-empty) segment as it is.
public enum DeepLinkValueType: String, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case uuid = "UUID"

    /// The placeholder type of a param of this type (optionals included: an absent query item is nil); nil
    /// when text cannot be read as it.
    public init?(_ type: TypeExpr) {
        guard case .named(let parts) = type.unwrapped, parts.count == 1,
            let value = DeepLinkValueType(rawValue: parts[0])
        else { return nil }
        self = value
    }

    /// For a query placeholder (format v2): the element type of a list `[T]`, read from each of a repeated query
    /// item's values (`via=a&via=b`); nil for any other type.
    public static func listElement(_ type: TypeExpr) -> DeepLinkValueType? {
        guard case .array(let element) = type, !element.isOptional else { return nil }
        return DeepLinkValueType(element)
    }

    /// Whether the generated code reads `text` as a value of this type.
    public func accepts(_ text: String) -> Bool {
        switch self {
        case .string: return !text.isEmpty
        case .int: return Int(text) != nil
        case .double: return Double(text) != nil
        case .bool: return Bool(text) != nil
        case .uuid: return Self.isUUID(text)
        }
    }

    /// Whether some text is accepted by both types. Every Int text is also a Double text ("1"); a String
    /// takes anything; Bool ("true"/"false") and UUID (hex groups with dashes) share no text with the others.
    public func overlaps(_ other: DeepLinkValueType) -> Bool {
        if self == other || self == .string || other == .string { return true }
        return Set([self, other]) == [.int, .double]
    }

    /// A segment both types accept (for messages): the narrower type's example.
    func sample(with other: DeepLinkValueType) -> String {
        let narrower =
            self == .string ? other : (other == .string ? self : (self == .int || other == .int ? .int : self))
        switch narrower {
        case .string: return "x"
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        }
    }

    /// `UUID(uuidString:)`'s form: 8-4-4-4-12 hex digits, either case.
    private static func isUUID(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 36 else { return false }
        for (index, scalar) in scalars.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard scalar == "-" else { return false }
            } else {
                guard ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
                else { return false }
            }
        }
        return true
    }
}

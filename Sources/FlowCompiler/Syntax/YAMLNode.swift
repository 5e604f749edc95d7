/// A YAML node as libyaml read it, with the place it starts. The whole front end reads flows from this tree;
/// nothing above the Syntax folder knows about libyaml.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public struct Scalar: Sendable {
        public var text: String
        /// Plain scalars are the only ones YAML resolves (`~`, `true`, …); quoted text is always a string.
        public var isPlain: Bool

        /// YAML 1.1's null: `~`, `null` or nothing at all, unquoted.
        public var isNull: Bool {
            isPlain && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
        }
    }

    public var kind: Kind
    public var location: SourceLocation

    public var scalar: Scalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    /// The text of a scalar that is not null.
    public var text: String? {
        guard let scalar, !scalar.isNull else { return nil }
        return scalar.text
    }

    public var isNull: Bool { scalar?.isNull ?? false }

    /// How the node is called in messages: "a mapping", "a list", "the text 'x'".
    public var shapeDescription: String {
        switch kind {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar): return scalar.isNull ? "nothing (null)" : "the text '\(scalar.text)'"
        }
    }
}

public struct YAMLPair: Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    /// Keys are plain names in every part of the format; a non-scalar key reads as nil.
    public var name: String? { key.scalar?.text }
}

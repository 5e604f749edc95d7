/// Reads a route as the flow's state stores it: `["detail", 42, "notes"]`, the step's id, then its values in the
/// order of its `params` (a subflow or tabs step: the state of the flows it runs), as `FlowStepInfo` writes it.
///
/// The generated code decodes each flow's routes with it, one line per step: Swift's derived `Codable` for an enum
/// with associated values writes a coding-keys type per case, which was more than half of the generated code's
/// compile time.
@_spi(Generated)
public struct FlowRouteDecoding {
    private var container: any UnkeyedDecodingContainer

    /// Decodes a route from `decoder`.
    public init(_ decoder: any Decoder) throws {
        self.container = try decoder.unkeyedContainer()
    }

    /// The step's id.
    public mutating func step() throws -> String {
        try container.decode(String.self)
    }

    /// The step's next value.
    public mutating func next<Value: Decodable>() throws -> Value {
        try container.decode(Value.self)
    }

    /// The error for a step the flow does not have (a state saved by another version of the app).
    public func unknownStep(_ step: String) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: container.codingPath, debugDescription: "no step '\(step)' in this flow"))
    }
}

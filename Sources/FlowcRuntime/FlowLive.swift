import Foundation

/// A value a flow passes on but never encodes (format v2: a `live` type, `session: live UserSession`): a user
/// session, a room proxy, a publisher. Routes, inputs and events hold it as it is; a state that holds one encodes
/// `null` in its place.
///
/// It is no part of a route's identity: two routes that differ only in a live value are equal (a deep link to a
/// screen that is shown keeps it, with its value).
///
/// **Restoring a state that holds one asks the app for it**: decode with the live values in the decoder's
/// `userInfo` (`decoder.userInfo[.flowLiveValues] = FlowLiveValues(session)`); each `FlowLive<T>` takes the first
/// value that is a `T`. Without one, decoding it fails with `DecodingError.valueNotFound`: a saved flow is cut at the
/// step that holds it (`FlowState.init(from:)`), and a flow whose input holds it is lost with its step.
///
/// **Sendable, because only the main actor reads it.** A route, an event or a state that holds one may be sent to
/// another task (a state saved in the background, an event from an async decision), and the app's value (a session
/// object) is seldom `Sendable` itself. The value is read through `value`, which is main-actor isolated: whatever
/// task holds a `FlowLive`, the value is touched on the main actor only, as flows, screens and decisions are.
public struct FlowLive<Value>: Hashable, Codable, @unchecked Sendable {
    /// The value, read on the main actor only (the reason `FlowLive` is `Sendable`).
    @MainActor public var value: Value { storage }
    // Never read but through `value`, or handed back to the main actor's code that made it.
    private let storage: Value

    /// Holds `value`.
    public init(_ value: Value) {
        self.storage = value
    }

    /// Always equal: a live value is not part of where a flow is.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }

    /// Hashes nothing, as `==` compares nothing.
    public func hash(into hasher: inout Hasher) {}

    /// Encodes `null`: a live value is never written.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }

    /// Takes the value from the app's `FlowLiveValues` in the decoder's `userInfo`.
    public init(from decoder: any Decoder) throws {
        guard let values = decoder.userInfo[.flowLiveValues] as? FlowLiveValues,
            let value = values.first(of: Value.self)
        else {
            throw DecodingError.valueNotFound(
                Value.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a live value (\(Value.self)) is never encoded: give it in the decoder's userInfo, "
                        + "[.flowLiveValues: FlowLiveValues(…)], or start the flow anew"))
        }
        self.storage = value
    }
}

/// The live values a restored state needs (`FlowLive`), given to the decoder:
/// `decoder.userInfo[.flowLiveValues] = FlowLiveValues(session, roomListProxy)`.
///
/// Unchecked `Sendable`, as a decoder's `userInfo` requires: it only hands its values to the `FlowLive`s being
/// decoded, which give them to the main actor only.
public struct FlowLiveValues: @unchecked Sendable {
    private let values: [Any]

    /// The values, searched in this order.
    public init(_ values: Any...) {
        self.values = values
    }

    /// The first value that is a `T`.
    public func first<T>(of type: T.Type) -> T? {
        for value in values {
            if let found = value as? T { return found }
        }
        return nil
    }
}

extension CodingUserInfoKey {
    /// Where a decoder finds the live values of a restored state (`FlowLiveValues`).
    public static let flowLiveValues = CodingUserInfoKey(rawValue: "flowc.liveValues")!
}

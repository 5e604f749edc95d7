import FlowcRuntime
import Foundation

/// A value the tests that `flowc tests` writes can send: one per type, the same on every run.
///
/// The standard types conform here. Conform each of your types that a flow sends, receives or is started with, in
/// your test target: a type that does not is a compile error at the generated line that needs it, never a failure
/// at run time.
///
/// ```swift
/// extension Material: FlowSample {
///     static var flowSample: Material { Material(id: UUID(), title: "Sample") }
/// }
/// ```
public protocol FlowSample {
    /// The sample.
    static var flowSample: Self { get }
}

/// The sample of the type the context needs: `.submit(email: sample())`.
public func sample<Value: FlowSample>() -> Value { Value.flowSample }

extension String: FlowSample {
    public static var flowSample: String { "sample" }
}

extension Int: FlowSample {
    public static var flowSample: Int { 1 }
}

extension Double: FlowSample {
    public static var flowSample: Double { 1.5 }
}

extension Bool: FlowSample {
    public static var flowSample: Bool { true }
}

extension UUID: FlowSample {
    /// A fixed UUID, so that a test reads the same values on every run.
    public static var flowSample: UUID { UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")! }
}

extension Date: FlowSample {
    public static var flowSample: Date { Date(timeIntervalSince1970: 0) }
}

extension URL: FlowSample {
    public static var flowSample: URL { URL(string: "https://example.com/sample")! }
}

extension Data: FlowSample {
    public static var flowSample: Data { Data("sample".utf8) }
}

/// An optional is given a value, so that what follows it reads one.
extension Optional: FlowSample where Wrapped: FlowSample {
    public static var flowSample: Wrapped? { .some(Wrapped.flowSample) }
}

extension Array: FlowSample where Element: FlowSample {
    public static var flowSample: [Element] { [Element.flowSample] }
}

extension Dictionary: FlowSample where Key: FlowSample, Value: FlowSample {
    public static var flowSample: [Key: Value] { [Key.flowSample: Value.flowSample] }
}

/// A live value (`live T`) holds the sample of `T`.
extension FlowLive: FlowSample where Value: FlowSample {
    public static var flowSample: FlowLive<Value> { FlowLive(Value.flowSample) }
}

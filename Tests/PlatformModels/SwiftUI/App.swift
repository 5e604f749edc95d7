// Compiled into the SwiftUI sketch (with Drivers/Stubs/SwiftUI.swift) for AdoptionGuideTests: the app life-cycle
// APIs the guide's SwiftUI example uses. Approximate; the Apple SDK is the real check.

@MainActor
@preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

@MainActor
@preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}

@propertyWrapper
public struct State<Value> {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

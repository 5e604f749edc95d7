// A sketch of the SwiftUI APIs the SwiftUI host and the adoption guide use, as a module named SwiftUI, so that Linux
// can type-check them (HostLibrariesTests, AdoptionGuideTests). Signatures only: the host's decisions are
// FlowHostDriver's, tested in FlowcRuntimeTests. Approximate: the Apple SDK is the real check.

@_exported import Foundation

@MainActor
@preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("stub") }
}

public struct EmptyView: View {
    public nonisolated init() {}
    public var body: Never { fatalError("stub") }
}

public struct AnyView: View {
    public init<Content: View>(_ content: Content) {}
    public var body: Never { fatalError("stub") }
}

public struct ModifiedView<Content>: View {
    public nonisolated init() {}
    public var body: Never { fatalError("stub") }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> ModifiedView<Content> { ModifiedView() }
    public static func buildEither<First: View, Second: View>(first: First) -> Either<First, Second> { Either() }
    public static func buildEither<First: View, Second: View>(second: Second) -> Either<First, Second> { Either() }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> ModifiedView<Content> { ModifiedView() }
}

extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView<Self> { ModifiedView() }

    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView<Self> { ModifiedView() }

    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> { ModifiedView() }

    public func frame(maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil) -> ModifiedView<Self> { ModifiedView() }

    public func popover<Content: View>(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedView<Self> { ModifiedView() }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedView<Self> { ModifiedView() }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedView<Self> { ModifiedView() }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ModifiedView<Self> { ModifiedView() }

    public func navigationDestination<Data: Hashable, Content: View>(
        for data: Data.Type,
        @ViewBuilder destination: @escaping (Data) -> Content
    ) -> ModifiedView<Self> { ModifiedView() }
}

public struct Either<First, Second>: View {
    public nonisolated init() {}
    public var body: Never { fatalError("stub") }
}

/// What the host shows under a modal presented over an empty root stack (and the guide's app, for its own views).
public struct Color: View, Sendable {
    public static let clear = Color()
    public nonisolated init() {}
    public var body: Never { fatalError("stub") }
}

/// An indicator of work under way (an async decision's loading screen).
public struct ProgressView: View {
    public nonisolated init() {}
    public var body: Never { fatalError("stub") }
}

public struct Text: View {
    public init(_ text: String) {}
    public init(verbatim content: String) {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil) {}
    public var body: Never { fatalError("stub") }
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    let name: String
}

public struct LocalizedStringKey: Sendable {
    public init(_ value: String) {}
}

public struct ButtonRole: Equatable, Sendable {
    public static let cancel = ButtonRole()
    public static let destructive = ButtonRole()
}

public struct Button<Label: View>: View {
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError("stub") }
}

public enum Visibility: Sendable {
    case automatic, visible, hidden
}

extension View {
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> ModifiedView<Self> { ModifiedView() }

    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> ModifiedView<Self> { ModifiedView() }
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError("stub") }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:image:)-6zbvg: "Creates a label with an icon
    /// image and a title generated from a string." (the app's asset; FlowTabLabel).
    public init(_ title: String, image name: String) {}
}

public struct Image: View {
    public init(systemName: String) {}
    public var body: Never { fatalError("stub") }
}

public struct TabView<Selection: Hashable, Content: View>: View {
    public init(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {}
    public var body: Never { fatalError("stub") }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/id(_:): "When the proxy value specified by the `id`
    /// parameter changes, the identity of the view — for example, its state — is reset." (FlowScreenView, one identity
    /// per visit; FlowHostView, one model per root coordinator).
    public func id<ID: Hashable>(_ id: ID) -> ModifiedView<Self> { ModifiedView() }

    public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> ModifiedView<Self> { ModifiedView() }

    public func tag<Tag: Hashable>(_ tag: Tag) -> ModifiedView<Self> { ModifiedView() }
}

public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
    public var body: Never { fatalError("stub") }
}

@propertyWrapper
public struct Binding<Value> {
    public init(get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set {}
    }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError("stub") }
}

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ModifiedView<Never>
    @MainActor @ViewBuilder func body(content: Content) -> Body
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues {
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError("stub") }
        set {}
    }
}

@propertyWrapper
public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stub") }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedView<Self> { ModifiedView() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedView<Self> { ModifiedView() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedView<Self> {
        ModifiedView()
    }
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }
}

@MainActor
@propertyWrapper
public struct StateObject<Object: ObservableObject> {
    public init(wrappedValue: @autoclosure @escaping () -> Object) {}
    public var wrappedValue: Object { fatalError("stub") }
}

@MainActor
@propertyWrapper
public struct ObservedObject<Object: ObservableObject> {
    public init(wrappedValue: Object) {}
    public var wrappedValue: Object { fatalError("stub") }
}

/// The heterogeneous path of a `NavigationStack` the app controls, into which a flow's screens are pushed
/// (`flowDestination`). The rules the SwiftUI host relies on, and which its driver-level checks
/// (Tests/HostScenarios/ScenariosSwiftUIEmbedding.swift) run:
///
/// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h: "Creates a navigation
/// stack with heterogeneous navigation state that you can control." (`path`: "A Binding to the navigation state for
/// this stack.")
/// https://developer.apple.com/documentation/swiftui/navigationstack: "People can add views to the top of the stack by
/// clicking or tapping a NavigationLink, and remove views using built-in, platform-appropriate controls, like a Back
/// button or a swipe gesture. The stack always displays the most recently added view that hasn’t been removed, and
/// doesn’t allow the root view to be removed." So a pop shortens the path from its end, and the app's root view stays.
/// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:): "Add this view
/// modifier to a view inside a NavigationStack to describe the view that the stack displays when presenting a
/// particular kind of data." The flow's values (`FlowScreenID`) are of a type of their own, so the app's destinations
/// and the flow's never meet.
/// Whether the stack sets the path once per pop or once per screen popped (the back menu pops several), the
/// documentation does not say: the host reads the count it is set to either way.
public struct NavigationPath: Equatable {
    public private(set) var count = 0
    public var isEmpty: Bool { count == 0 }
    public init() {}
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    public mutating func removeLast(_ k: Int = 1) { count -= k }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) (iOS 14–16, deprecated in 17).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedView<Self> {
        ModifiedView()
    }
}

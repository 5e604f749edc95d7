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
    public var wrappedValue: Value { fatalError("stub") }
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

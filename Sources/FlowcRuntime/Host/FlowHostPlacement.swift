/// Where a host shows its flow tree in the app: what its root layer is, where the system back from the flow's first
/// screen leads, and what is left when the flow ends. An app that adopts flowc one flow at a time shows each flow
/// inside its own navigation (docs/adoption.md, "Adopting flowc one flow at a time").
public enum FlowHostPlacement: Hashable, Sendable {
    /// The root of the app's window: the flow's first screen has no system back, and a tabs step at the bottom of the
    /// root stack is the window's tab container.
    case window
    /// Inside a container of the app's (a child of its view controllers, one of its tabs): the flow's first screen
    /// has no system back. The root layer is always a navigation stack: a tabs step at the bottom of the root stack
    /// is presented full screen over it, as a tab container is only ever the window's root or presented (UIKit's
    /// View Controller Catalog).
    case contained
    /// Pushed onto a navigation stack of the app's, above the app's own screens: the system back from the flow's
    /// first screen goes back to the app's screen below it and cancels the flow (`.back`), or, where that screen
    /// handles it, asks its flow. Tabs at the bottom of the root stack are presented full screen, as for `contained`.
    case pushed
    /// A modal the app presents in `style`: pulling it down is the system back from the flow's first screen, which
    /// cancels the flow (`.dismissed`) or, where that screen handles it, asks its flow instead. Tabs at the bottom of
    /// the root stack are presented full screen, as for `contained`.
    case presented(FlowPresentation)

    /// Whether a tabs step at the bottom of the root stack is the root layer's container (else it is presented full
    /// screen over the root stack).
    var hasTabsAtRoot: Bool { self == .window }

    /// Whether the flow's first screen has a system back: it goes back to the app's screen below it.
    var rootHasScreenBelow: Bool { self == .pushed }

    /// How the root layer is presented: `push` unless the app presents it.
    var rootStyle: FlowPresentation {
        if case .presented(let style) = self { style } else { .push }
    }
}

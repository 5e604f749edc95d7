// What SwiftUI tells a host of its modals, and which of it ends a presentation or dismissal: decided here,
// platform-free, so that FlowcSwiftUI's model and the SwiftUI stage of the host scenarios end transitions alike.

/// What SwiftUI reports to the SwiftUI host about a modal layer.
///
/// SwiftUI's modifiers report different things per style: `.sheet` and `.fullScreenCover` take an `onDismiss`,
/// "The closure to execute when dismissing the sheet."
/// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)); `.popover` takes
/// none ("Presents a popover when a given condition is true.", its parameters `isPresented`, `attachmentAnchor`,
/// `arrowEdge`, `content`: https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)),
/// so its end is seen only as its content going: `onDisappear`, "the `action` closure doesn’t execute until the view
/// disappears from the interface" (https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
/// An alert or a confirmation dialog has no content view of the host's: nothing reports its end.
public enum FlowSwiftUIReport: Hashable, Sendable {
    /// The host's update that set the bindings is over: all SwiftUI will say of an alert or a dialog.
    case updated
    /// The content of layer `layer` appeared (`onAppear`).
    case appeared(layer: Int)
    /// A sheet's or a full-screen cover's `onDismiss` ran.
    case dismissed
    /// The content of layer `layer` disappeared (`onDisappear`).
    case disappeared(layer: Int)
}

extension FlowPresentation {
    /// What SwiftUI reports once a modal of this style went: `onDismiss` for a sheet or a cover (its content's
    /// `onDisappear` too, which the host does not wait for), the content's `onDisappear` for a popover (no
    /// `onDismiss`), the update itself for an alert or a dialog (no content of the host's).
    ///
    /// Whether `onDismiss` runs as the sheet starts to go or once it went, the documentation does not say; the host
    /// relies on it only for the styles that have it, as before.
    public func swiftUIEndOfDismissal(layer: Int) -> FlowSwiftUIReport {
        switch self {
        case .alert, .dialog: .updated
        case .popover: .disappeared(layer: layer)
        case .push, .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen: .dismissed
        }
    }

    /// What SwiftUI reports once a modal of this style, layer `layer`, is on screen: its content's `onAppear`, or
    /// for an alert or a dialog the update itself.
    public func swiftUIEndOfPresentation(layer: Int) -> FlowSwiftUIReport {
        switch self {
        case .alert, .dialog: .updated
        case .push, .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover: .appeared(layer: layer)
        }
    }
}

extension FlowHostDriver {
    /// The report of SwiftUI's that ends the presentation or dismissal under way; nil when none is. A dismissal of
    /// several layers at once (iOS 17 and later) ends with the lowest one's.
    public var swiftUITransitionEnd: FlowSwiftUIReport? {
        switch transition {
        case .present(let layer):
            return layer.style.swiftUIEndOfPresentation(layer: shown.layers.count - 1)
        case .dismiss(let from):
            return departing.first?.style.swiftUIEndOfDismissal(layer: from)
        default:
            return nil
        }
    }

    /// SwiftUI reported `report`: the transition it ends, if any, is over (call `update()` next). Outside a
    /// dismissal of the host's, a sheet's `onDismiss` or the content of a layer no longer shown disappearing says
    /// that the layers the user dismissed went (`departedLayersWent()`); during one, `departing` holds its layers,
    /// drawn until it ends.
    public func swiftUIReported(_ report: FlowSwiftUIReport) {
        if let end = swiftUITransitionEnd, end == report {
            transitionDidComplete()
            return
        }
        if case .dismiss = transition { return }
        switch report {
        case .dismissed:
            departedLayersWent()
        case .disappeared(let layer) where layer >= shown.layers.count:
            departedLayersWent()
        case .updated, .appeared, .disappeared:
            break
        }
    }
}

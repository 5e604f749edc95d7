/// What a host should show for a running flow tree, as layers: the root, then each modal over it.
///
/// It is `FlowLayout` as the platforms want it. A tabs step that is the first screen of its stack is that stack's
/// container (a tab bar controller at the root, or presented), never a screen inside a navigation stack; the screens
/// below a tabs step in its stack stay in the flow but are covered by it (a tab container has no back button). The
/// selected tab's modals come right after the tabs layer; a screen pushed onto the stack above a tabs step is shown
/// in a full-screen layer over the tabs. Where the host is not the window's root (`FlowHostPlacement`), the root layer
/// is always a navigation stack, of the screens below such a tabs step, and the tabs are presented full screen over it.
@MainActor
public struct FlowHostLayout<Screen> {
    /// One layer, with the screens of its stacks and where to report what the user does in it.
    public struct Layer {
        /// The layer by ids, as the reconciler compares it.
        public let tree: FlowHostLayer
        /// The screens of each stack: one stack for a stack layer, one per tab for a tabs layer.
        public let stacks: [[FlowScreen<Screen>]]
        /// The tabs, for a tabs layer.
        public let tabs: FlowTabs<Screen>?
        /// The alert or confirmation dialog, for a layer that shows one (its stack's only screen).
        public var alert: FlowAlert? { stacks.first?.first?.alert }
        /// The flow whose `FlowLayout` holds the layer, its stack there, and the layer's first screen in it.
        let owner: any FlowNode<Screen>
        let flowStack: Int
        let offset: Int
    }

    /// The layers, bottom to top.
    public let layers: [Layer]

    /// The layers of `root`'s screens, shown where `placement` says.
    public init(root: any FlowNode<Screen>, placement: FlowHostPlacement = .window) {
        var layers: [Layer] = []
        Self.append(root.screens, of: root, path: [], placement: placement, to: &layers)
        self.layers = layers
    }

    /// The layers by ids.
    public var tree: FlowHostTree {
        FlowHostTree(layers: layers.map(\.tree))
    }

    /// The screen `id`, if one of the layers shows it.
    public func screen(_ id: FlowScreenID) -> FlowScreen<Screen>? {
        for layer in layers {
            for stack in layer.stacks {
                if let screen = stack.first(where: { $0.id == id }) {
                    return screen
                }
            }
        }
        return nil
    }

    /// Appends the layers of `screens`, the screens of `node` with their ids from the root; `placement` for the
    /// root flow's, nil for a tab's, whose root stack is inside its tab container (only its modals are layers).
    private static func append(
        _ screens: [FlowScreen<Screen>],
        of node: any FlowNode<Screen>,
        path: [Int],
        placement: FlowHostPlacement?,
        to layers: inout [Layer]
    ) {
        for (index, stack) in FlowLayout(screens: screens).stacks.enumerated() {
            if index == 0, placement == nil {
                continue
            }
            let anchor = path + [index]
            // The root stack is presented by the app where it says so (`FlowHostPlacement.presented`).
            let root = index == 0 ? placement : nil
            let style = root?.rootStyle ?? stack.style
            let allowsUserDismiss = style.isUserDismissable && stack.screens.allSatisfy(\.allowsSystemBack)
            guard let tabsIndex = stack.screens.lastIndex(where: { $0.tabs != nil }),
                let tabs = stack.screens[tabsIndex].tabs
            else {
                layers.append(
                    Layer(
                        .stack, anchor: anchor, style: style, stacks: [stack.screens],
                        allowsUserDismiss: allowsUserDismiss, owner: node, flowStack: index))
                continue
            }
            let tabsScreen = stack.screens[tabsIndex]
            var tabsStyle = style
            if let root, !root.hasTabsAtRoot {
                // A tab container is the window's root or presented: here the screens below it are the root layer.
                layers.append(
                    Layer(
                        .stack, anchor: anchor, style: style, stacks: [Array(stack.screens[..<tabsIndex])],
                        allowsUserDismiss: allowsUserDismiss, owner: node, flowStack: index))
                tabsStyle = .fullScreen
            }
            layers.append(
                Layer(
                    .tabs(tabsScreen.id), anchor: anchor, style: tabsStyle,
                    stacks: tabs.tabs.map { FlowLayout(screens: $0.screens).stacks.first?.screens ?? [] },
                    tabs: tabs, allowsUserDismiss: tabsStyle == style && allowsUserDismiss, owner: node,
                    flowStack: index, offset: tabsIndex))
            if tabs.tabs.indices.contains(tabs.selectedIndex) {
                let tab = tabs.tabs[tabs.selectedIndex]
                append(
                    tab.screens, of: tab.node, path: tabsScreen.id.path + [tabs.selectedIndex], placement: nil,
                    to: &layers)
            }
            let above = Array(stack.screens[(tabsIndex + 1)...])
            if !above.isEmpty {
                layers.append(
                    Layer(
                        .stack, anchor: anchor + [tabsIndex + 1], style: .fullScreen, stacks: [above],
                        allowsUserDismiss: false, owner: node, flowStack: index, offset: tabsIndex + 1))
            }
        }
    }
}

extension FlowHostLayout.Layer {
    /// A layer of `kind` showing `stacks`, its tree made from them.
    init(
        _ kind: FlowHostLayer.Kind,
        anchor: [Int],
        style: FlowPresentation,
        stacks: [[FlowScreen<Screen>]],
        tabs: FlowTabs<Screen>? = nil,
        allowsUserDismiss: Bool,
        owner: any FlowNode<Screen>,
        flowStack: Int,
        offset: Int = 0
    ) {
        let entries = stacks.map {
            $0.map {
                FlowHostEntry($0.id, allowsSystemBack: $0.allowsSystemBack, handlesSystemBack: $0.handlesSystemBack)
            }
        }
        self.tree = FlowHostLayer(
            kind: kind, anchor: anchor, style: style, stacks: entries, selectedTab: tabs?.selectedIndex ?? 0,
            allowsUserDismiss: allowsUserDismiss, options: stacks.first?.first?.presentationOptions)
        self.stacks = stacks
        self.tabs = tabs
        self.owner = owner
        self.flowStack = flowStack
        self.offset = offset
    }
}

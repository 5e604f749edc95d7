/// The screens of a flow tree split into the stacks a platform shows: the root stack, then one stack per modal.
public struct FlowLayout<Screen>: Sendable {
    /// One stack of screens: the root navigation stack, or a modal's.
    public struct Stack: Sendable {
        /// `push` for the root stack, the modal style for a modal.
        public let style: FlowPresentation
        /// The root stack has none when the first screen is presented as a modal (a start decision presenting it).
        public var screens: [FlowScreen<Screen>]

        /// Whether the user may close the modal by themselves (pull a sheet down, tap outside a popover): a modal
        /// of such a style none of whose screens forbids going back.
        public var allowsUserDismiss: Bool {
            style.isUserDismissable && screens.allSatisfy(\.allowsSystemBack)
        }
    }

    /// The root stack first, then each modal from the bottom up.
    public let stacks: [Stack]

    /// Splits `screens` (a flow's `screens`, bottom to top) at each modal screen.
    public init(screens: [FlowScreen<Screen>]) {
        var stacks: [Stack] = []
        for screen in screens {
            if stacks.isEmpty, screen.style.isModal {
                stacks.append(Stack(style: .push, screens: []))
            }
            if stacks.isEmpty || screen.style.isModal {
                stacks.append(Stack(style: stacks.isEmpty ? .push : screen.style, screens: [screen]))
            } else {
                stacks[stacks.count - 1].screens.append(screen)
            }
        }
        self.stacks = stacks
    }

    /// How many screens remain after a system navigation event; nil when it changes nothing, or when one of the
    /// screens it would leave forbids going back (`FlowScreen.allowsSystemBack`).
    public func remainingScreenCount(after event: FlowSystemEvent) -> Int? {
        guard let count = screenCount(after: event) else { return nil }
        let left = stacks.flatMap(\.screens).dropFirst(count)
        return left.allSatisfy(\.allowsSystemBack) ? count : nil
    }

    private func screenCount(after event: FlowSystemEvent) -> Int? {
        switch event {
        case .popped(let stack, let remaining):
            // A pop removes screens of that stack only, keeping its first: a stack reported as it is (SwiftUI sets a
            // `NavigationStack`'s path unchanged too) pops nothing, and closes none of the modals above it. Only the
            // root stack may lose its first screen, where a host pushed it over screens of the app's
            // (`FlowHostPlacement.pushed`): the flow goes back to the app's screen.
            let lowest = stack == 0 ? 0 : 1
            guard stacks.indices.contains(stack), remaining >= lowest, remaining < stacks[stack].screens.count else {
                return nil
            }
            return screenCount(below: stack) + remaining
        case .dismissed(let stack):
            // The root stack is dismissed only where the app presented it (`FlowHostPlacement.presented`).
            guard stacks.indices.contains(stack) else { return nil }
            return screenCount(below: stack)
        }
    }

    private func screenCount(below stack: Int) -> Int {
        stacks.prefix(stack).reduce(0) { $0 + $1.screens.count }
    }
}

/// Navigation the system did by itself, as a host reports it.
public enum FlowSystemEvent: Hashable, Sendable {
    /// The user popped screens of stack `stack` (back button, edge swipe, back menu): `remaining` screens are left,
    /// at least one but in the root stack of a flow pushed over screens of the app's.
    case popped(stack: Int, remaining: Int)
    /// The user dismissed modal stack `stack` (pulled the sheet down); the stacks above it went with it. Stack 0 only
    /// where the app presented the flow.
    case dismissed(stack: Int)

    /// The cancellation of the flows this event ends.
    public var cancellationReason: FlowCancellation {
        switch self {
        case .popped: .back
        case .dismissed: .dismissed
        }
    }
}

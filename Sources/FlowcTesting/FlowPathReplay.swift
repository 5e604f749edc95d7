/// Walks a UI test along moves of `flow-paths.json`, with the UI test tool's own actions: what
/// `XCUIApplication.replay` does on iOS, kept here, free of XCTest, so that it is the same everywhere and tested.
public enum FlowPathReplay {
    /// Makes each move in order: a decision's answer (`answer`: the app must be made to answer so before the move
    /// that leads to it), a tab to select (`selectTab`, by position), a screen's event (`tap`, with the control's
    /// accessibility identifier: `identifier`, by default `Flow.step.event`). A move `FlowPaths` could not spell out
    /// (a child it has no way for) is an error: a UI test must not walk on as if it had made it.
    public static func replay(
        _ moves: [FlowPathMove],
        identifier: (FlowPathMove) -> String? = { $0.identifier },
        answer: (FlowPathMove) throws -> Void,
        selectTab: (Int) throws -> Void,
        tap: (String) throws -> Void
    ) throws {
        for move in moves {
            if move.choice != nil {
                try answer(move)
            } else if let tab = move.selectTab {
                try selectTab(tab)
            } else if let id = identifier(move) {
                try tap(id)
            } else {
                throw UnplayableMove(move: move)
            }
        }
    }

    /// A move with nothing to do in the UI: a child flow's outcome whose moves the file does not hold.
    public struct UnplayableMove: Error, CustomStringConvertible {
        public let move: FlowPathMove

        public var description: String {
            "no way to replay the move at \(move.flow).\(move.step): \(move.child ?? "a child") "
                + "\(move.outcome.map { "ending with \($0)" } ?? move.request.map { "asking \($0)" } ?? "")"
        }
    }
}

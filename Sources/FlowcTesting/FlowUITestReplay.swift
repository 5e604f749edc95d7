#if os(iOS) && canImport(XCTest)
    import XCTest

    extension XCUIApplication {
        /// Replays `moves` (from `FlowPaths.moves(toStep:of:)`) in the running app: taps the control of each event,
        /// found by its accessibility identifier (`FlowPathMove.identifier`, or `identifier` of your own), and selects
        /// tabs by position. A decision is the app's to answer: `answer` is called for it (launch arguments, a stub
        /// server), before the move that leads to it is made.
        @MainActor
        public func replay(
            _ moves: [FlowPathMove],
            timeout: TimeInterval = 5,
            identifier: (FlowPathMove) -> String? = { $0.identifier },
            answer: (FlowPathMove) -> Void = { _ in },
            file: StaticString = #filePath, line: UInt = #line
        ) {
            for move in moves {
                if move.choice != nil {
                    answer(move)
                } else if let tab = move.selectTab {
                    let button = tabBars.buttons.element(boundBy: tab)
                    XCTAssertTrue(button.waitForExistence(timeout: timeout), "no tab \(tab)", file: file, line: line)
                    button.tap()
                } else if let id = identifier(move) {
                    let control = descendants(matching: .any)[id].firstMatch
                    XCTAssertTrue(
                        control.waitForExistence(timeout: timeout), "nothing has the identifier \(id)",
                        file: file, line: line)
                    control.tap()
                }
            }
        }
    }
#endif

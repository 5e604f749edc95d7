#if os(iOS) && canImport(XCTest)
    import XCTest

    extension XCUIApplication {
        /// Replays `moves` (from `FlowPaths.moves(toStep:of:)`) in the running app, as `FlowPathReplay` says: taps the
        /// control of each event, found by its accessibility identifier (`FlowPathMove.identifier`, or `identifier`
        /// of your own), selects tabs of the tab bar by position, and calls `answer` for each decision, before the
        /// move that leads to it (launch arguments, a stub server). A missing control fails the test.
        @MainActor
        public func replay(
            _ moves: [FlowPathMove],
            timeout: TimeInterval = 5,
            identifier: (FlowPathMove) -> String? = { $0.identifier },
            answer: (FlowPathMove) -> Void = { _ in },
            file: StaticString = #filePath, line: UInt = #line
        ) throws {
            try FlowPathReplay.replay(
                moves, identifier: identifier, answer: answer,
                selectTab: { tab in
                    let button = tabBars.buttons.element(boundBy: tab)
                    XCTAssertTrue(button.waitForExistence(timeout: timeout), "no tab \(tab)", file: file, line: line)
                    button.tap()
                },
                tap: { id in
                    let control = descendants(matching: .any)[id].firstMatch
                    XCTAssertTrue(
                        control.waitForExistence(timeout: timeout), "nothing has the identifier \(id)", file: file,
                        line: line)
                    control.tap()
                })
        }
    }
#endif

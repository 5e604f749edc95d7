import FlowcRuntime

/// The screens a running flow shows, one line per screen, as the tests that `flowc tests` writes compare them with
/// what the flow files say: `Flow.step`, then how it is shown when it is not pushed (`Auth.resetPassword (sheet)`),
/// an alert's or a loading screen's kind, and a tab container's tabs, each tab's screens in brackets. Where the
/// screens are strings, as the suites' are, a screen made as another string than `Flow.step` says what it was made
/// as: a factory wired to the wrong step.
///
/// `flowc tests` writes the expected lines from the flow model; this function reads the actual ones from
/// `FlowNode.screens`, so both sides must spell a screen alike (Sources/FlowCompiler/Emit/Tests/ExpectedScreens.swift).
@MainActor
public func flowScreenLines<Screen>(_ screens: [FlowScreen<Screen>]) -> [String] {
    screens.map(flowScreenLine)
}

@MainActor
private func flowScreenLine<Screen>(_ screen: FlowScreen<Screen>) -> String {
    let name = "\(screen.flowName).\(screen.stepName)"
    var line = name
    if screen.style != .push { line += " (\(screen.style.rawValue))" }
    // The suites' screens are the strings `Flow.step`: one the wiring made for another step says so.
    if screen.alert == nil, screen.loading == nil, screen.tabs == nil, let made = screen.make() as? String, made != name
    {
        line += " made as \(made)"
    }
    if screen.loading != nil { line += " loading" }
    if let tabs = screen.tabs {
        let each = tabs.tabs.map { tab in "\(tab.flowName)[\(flowScreenLines(tab.screens).joined(separator: ", "))]" }
        line += " tab \(tabs.selectedIndex): " + each.joined(separator: " | ")
    }
    return line
}

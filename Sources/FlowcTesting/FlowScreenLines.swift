import FlowcRuntime

/// The screens a running flow shows, one line per screen, as the tests that `flowc tests` writes compare them with
/// what the flow files say: `Flow.step`, then how it is shown when it is not pushed (`Auth.resetPassword (sheet)`),
/// an alert's or a loading screen's kind, and a tab container's tabs, each tab's screens in brackets.
///
/// `flowc tests` writes the expected lines from the flow model; this function reads the actual ones from
/// `FlowNode.screens`, so both sides must spell a screen alike (Sources/FlowCompiler/Emit/Tests/ExpectedScreens.swift).
@MainActor
public func flowScreenLines<Screen>(_ screens: [FlowScreen<Screen>]) -> [String] {
    screens.map(flowScreenLine)
}

@MainActor
private func flowScreenLine<Screen>(_ screen: FlowScreen<Screen>) -> String {
    var line = "\(screen.flowName).\(screen.stepName)"
    if screen.style != .push { line += " (\(screen.style.rawValue))" }
    if screen.loading != nil { line += " loading" }
    if let tabs = screen.tabs {
        let each = tabs.tabs.map { tab in "\(tab.flowName)[\(flowScreenLines(tab.screens).joined(separator: ", "))]" }
        line += " tab \(tabs.selectedIndex): " + each.joined(separator: " | ")
    }
    return line
}

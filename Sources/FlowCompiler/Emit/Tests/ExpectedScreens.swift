/// The screens a simulated flow shows, one line per screen, spelled as FlowcTesting's `flowScreenLines` spells the
/// screens of a running flow: `Flow.step`, ` (style)` when not pushed, ` loading` for an async decision's screen, and
/// for a tab container ` tab N: Flow[…] | Flow[…]`.
///
/// The lines follow docs/generated-code.md's account of `screens`: a subflow step shows its child's screens in its
/// place (a child presented as a modal shows its first screen in that modal), a decision takes no room, a tabs
/// step is one screen holding its tabs.
extension SimulatedNavigation {
    func screenLines(of run: Run) -> [String] {
        guard run.end == nil else { return [] }
        var lines: [String] = []
        let flow = self.flow(run.flow)
        for frame in run.frames {
            let step = flow.steps[frame.step]
            let name = "\(flow.name.value).\(step.id.value)"
            switch step.kind {
            case .screen, .decision:
                lines.append(name + styleSuffix(frame.style) + (step.isDecision ? " loading" : ""))
            case .subflow:
                var child = frame.children.first.map { screenLines(of: $0) } ?? []
                if frame.isModal, !child.isEmpty { child[0] = restyled(child[0], frame.style) }
                lines += child
            case .tabs:
                let tabs = frame.children.map { tab in
                    "\(self.flow(tab.flow).name.value)[\(screenLines(of: tab).joined(separator: ", "))]"
                }
                lines.append(
                    name + styleSuffix(frame.style) + " tab \(frame.selectedTab): " + tabs.joined(separator: " | "))
            }
        }
        return lines
    }

    func styleSuffix(_ style: String) -> String { style == "push" ? "" : " (\(style))" }

    /// A child's first screen shown in the modal of the step that runs it: that step's style, in place of its own.
    private func restyled(_ line: String, _ style: String) -> String {
        // The line starts `Flow.step`, then maybe ` (style)`: keep the name and what follows the style.
        let nameEnd = line.firstIndex(of: " ") ?? line.endIndex
        var rest = line[nameEnd...]
        if rest.hasPrefix(" ("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        return String(line[..<nameEnd]) + styleSuffix(style) + rest
    }
}

import Testing

@testable import FlowCompiler

/// The DOT renderer writes each node's attributes straight into the text; they are the legend's: the shape of its
/// kind, the problem's colours, the kind's styles with `filled`, the label and the tooltip, in that order.
struct DOTNodeTests {
    /// The attributes as a list, the way the renderer used to assemble them.
    static func expected(_ node: Diagram.Node) -> String {
        var attributes: [String]
        var styles: [String] = []
        switch node.kind {
        case .screen:
            attributes = ["shape=box"]
            styles = ["rounded"]
        case .terminalScreen:
            attributes = ["shape=box"]
            styles = ["rounded", "bold"]
        case .decision: attributes = ["shape=diamond"]
        case .subflow, .flow: attributes = ["shape=box", "peripheries=2"]
        case .tabs: attributes = ["shape=trapezium"]
        case .outcome: attributes = ["shape=doublecircle"]
        case .start: attributes = ["shape=point", "width=0.15"]
        case .exit:
            attributes = ["shape=cds", "fontsize=9"]
            styles = ["dashed"]
        case .missing:
            attributes = ["shape=box"]
            styles = ["dashed"]
        case .reference:
            attributes = ["shape=cds", "fontsize=9"]
            styles = ["dotted"]
        case .note: attributes = ["shape=note", "fontsize=9"]
        }
        if node.problem {
            styles.append("filled")
            attributes += ["color=red", "fontcolor=red", "fillcolor=\"#fff0f0\"", "penwidth=2"]
        }
        if !styles.isEmpty { attributes.append("style=\"\(styles.joined(separator: ","))\"") }
        if node.kind != .start { attributes.append("label=\(DOTEscaping.quoted(node.label))") }
        if let tooltip = node.tooltip { attributes.append("tooltip=\(DOTEscaping.tooltip(tooltip))") }
        return "  \(node.id) [\(attributes.joined(separator: ", "))];"
    }

    @Test func everyKindWithAndWithoutAProblem() {
        let kinds: [Diagram.NodeKind] = [
            .screen, .terminalScreen, .decision, .subflow, .tabs, .outcome, .start, .exit, .missing, .flow, .reference,
            .note,
        ]
        for kind in kinds {
            for problem in [false, true] {
                for tooltip in [nil, "a \"tip\" \\ & more"] {
                    let node = Diagram.Node(
                        id: "n0", kind: kind, label: "label & \"quoted\"\nsecond", tooltip: tooltip, problem: problem)
                    var diagram = Diagram(name: "D", title: "D")
                    diagram.nodes = [node]
                    let line = DOTRenderer.render(diagram).split(separator: "\n").first { $0.hasPrefix("  n0 [") }
                    #expect(line.map(String.init) == Self.expected(node), "\(kind) problem: \(problem)")
                }
            }
        }
    }
}

/// Draws a `Diagram` as a Mermaid flowchart, in the visual language of `DOTRenderer` (legend:
/// docs/diagrams.md). Mermaid has no tooltips that survive GitHub's strict mode, so a short summary is drawn as an
/// italic line under the name, and a long one is a comment beside the node (as DOT keeps it in a tooltip); the
/// title is a borderless node above the start.
public enum MermaidRenderer {
    public static func render(_ diagram: Diagram) -> String {
        var out = "flowchart TB\n"
        out += "  %% \(MermaidEscaping.comment("flowc graph: \(diagram.name). Generated; do not edit."))\n"
        for note in diagram.notes {
            out += "  %% note: \(MermaidEscaping.comment(note))\n"
        }
        var titleLines = DiagramText.lines(diagram.title)
        let name = titleLines.removeFirst()
        var title = MermaidEscaping.line(name)
        let more = titleLines + diagram.notes.map { "(\($0))" }
        if !more.isEmpty {
            title +=
                "<br/><i>"
                + more.flatMap(DiagramText.lines).map(MermaidEscaping.line)
                .joined(separator: "<br/>") + "</i>"
        }
        out += "  h0[\"\(title)\"]\n"
        let (byCluster, childClusters) = diagram.nesting()
        var classes: [(name: String, ids: [String])] = []
        func mark(_ id: String, _ name: String) {
            if let index = classes.firstIndex(where: { $0.name == name }) {
                classes[index].ids.append(id)
            } else {
                classes.append((name, [id]))
            }
        }
        mark("h0", "fcTitle")
        var problemClusters: [String] = []
        func emit(_ cluster: Int?, indent: String) {
            for index in byCluster[cluster] ?? [] {
                let node = diagram.nodes[index]
                // A long summary stays out of the label, as DOT keeps it in a tooltip: a comment beside the node.
                if let tooltip = node.tooltip, !Self.fitsLabel(tooltip), node.kind != .start {
                    out +=
                        indent
                        + "%% \(MermaidEscaping.comment("\(node.label.split(separator: "\n").first ?? ""): \(tooltip)"))\n"
                }
                out += indent + self.node(node) + "\n"
                if let name = className(node.kind) { mark(node.id, name) }
                if node.problem { mark(node.id, "fcProblem") }
            }
            for child in childClusters[cluster] ?? [] {
                let info = diagram.clusters[child]
                out += "\(indent)subgraph \(info.id) [\"\(labelText(info.label, info.tooltip))\"]\n"
                out += "\(indent)  direction TB\n"
                emit(child, indent: indent + "  ")
                out += "\(indent)end\n"
                if info.problem { problemClusters.append(info.id) }
            }
        }
        emit(nil, indent: "  ")
        if let first = diagram.nodes.first(where: { $0.cluster == nil }) {
            out += "  h0 ~~~ \(first.id)\n"
        }
        var linkIndex = diagram.nodes.contains { $0.cluster == nil } ? 1 : 0
        var returnLinks: [Int] = []
        for edge in diagram.edges {
            let arrow: String =
                switch edge.style {
                case .push, .finish, .plain: "-->"
                case .modal: "-.->"
                case .replace: "==>"
                case .back: "-.-o"
                }
            let label = edge.label.isEmpty ? "" : "|\"\(MermaidEscaping.label(edge.label))\"|"
            out += "  \(edge.from) \(arrow)\(label) \(edge.toCluster ?? edge.to)\n"
            if edge.style == .back { returnLinks.append(linkIndex) }
            linkIndex += 1
        }
        if !returnLinks.isEmpty {
            out += "  linkStyle \(returnLinks.map(String.init).joined(separator: ",")) stroke:#777,color:#555\n"
        }
        // A hub's leaves: each row under the one before, by invisible links column by column (after the edges, so
        // that the indices `linkStyle` counts stay those of the edges).
        for (above, below) in zip(diagram.rows, diagram.rows.dropFirst()) {
            for (a, b) in zip(above, below) {
                out += "  \(a) ~~~ \(b)\n"
            }
        }
        for (name, _) in classes {
            out += "  classDef \(name) \(classStyles[name] ?? "")\n"
        }
        for (name, ids) in classes {
            out += "  class \(ids.joined(separator: ",")) \(name)\n"
        }
        for id in problemClusters {
            out += "  style \(id) stroke:#c00,stroke-width:2px,color:#c00\n"
        }
        return out
    }

    private static let classStyles: [String: String] = [
        "fcTitle": "fill:none,stroke:none,font-size:16px",
        "fcStart": "fill:#000,stroke:#000",
        "fcTerminal": "stroke-width:3px",
        "fcExit": "stroke-dasharray:4 3,font-size:11px",
        "fcReference": "stroke-dasharray:1 3,font-size:11px",
        "fcMissing": "stroke-dasharray:4 3",
        "fcNote": "fill:#ffffe0",
        "fcProblem": "fill:#fff0f0,stroke:#c00,stroke-width:2px,color:#c00",
    ]

    private static func className(_ kind: Diagram.NodeKind) -> String? {
        switch kind {
        case .start: "fcStart"
        case .terminalScreen: "fcTerminal"
        case .exit: "fcExit"
        case .reference: "fcReference"
        case .missing: "fcMissing"
        case .note: "fcNote"
        case .screen, .decision, .subflow, .tabs, .outcome, .flow: nil
        }
    }

    private static func node(_ node: Diagram.Node) -> String {
        let text = node.kind == .start ? " " : labelText(node.label, node.tooltip)
        switch node.kind {
        case .screen, .terminalScreen: return "\(node.id)(\"\(text)\")"
        case .decision: return "\(node.id){\"\(text)\"}"
        case .subflow, .flow: return "\(node.id)[[\"\(text)\"]]"
        case .tabs: return "\(node.id)[/\"\(text)\"\\]"
        case .outcome: return "\(node.id)(((\"\(text)\")))"
        case .start: return "\(node.id)((\"\(text)\"))"
        case .exit, .reference: return "\(node.id)>\"\(text)\"]"
        case .missing, .note: return "\(node.id)[\"\(text)\"]"
        }
    }

    /// Whether a summary is short enough to show under a node's name: one line of at most `maxSummary`
    /// characters. A longer one would make the node, and its rank, as wide as the sentence.
    static func fitsLabel(_ tooltip: String) -> Bool {
        tooltip.count <= maxSummary && !tooltip.contains("\n")
    }

    static let maxSummary = 40

    /// The label, then a short tooltip as an italic line (a long one is a comment beside the node).
    private static func labelText(_ label: String, _ tooltip: String?) -> String {
        var text = MermaidEscaping.label(label)
        if let tooltip, !tooltip.isEmpty, fitsLabel(tooltip) {
            text +=
                "<br/><i>"
                + DiagramText.lines(tooltip).map(MermaidEscaping.line)
                .joined(separator: "<br/>") + "</i>"
        }
        return text.isEmpty ? " " : text
    }
}

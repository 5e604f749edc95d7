/// Draws a `Diagram` as Graphviz DOT. The visual language (shapes, edge styles) is the legend of
/// docs/diagrams.md, shared with `MermaidRenderer`.
public enum DOTRenderer {
    public static func render(_ diagram: Diagram) -> String {
        var out = "// \(DOTEscaping.comment("flowc graph: \(diagram.name). Generated; do not edit. Legend: docs/diagrams.md"))\n"
        for note in diagram.notes {
            out += "// note: \(DOTEscaping.comment(note))\n"
        }
        out += "digraph \(DOTEscaping.quoted(diagram.name)) {\n"
        var title = diagram.title
        if !diagram.notes.isEmpty { title += "\n(" + diagram.notes.joined(separator: "; ") + ")" }
        var graph = ["label=\(DOTEscaping.quoted(title))", "labelloc=t", "fontsize=16", "rankdir=TB",
                     "tooltip=\(DOTEscaping.tooltip(diagram.title))"]
        if diagram.largeLayout {
            graph += ["layout=sfdp", "overlap=prism", "splines=false", "outputorder=edgesfirst"]
        }
        out += "  graph [\(graph.joined(separator: ", "))];\n"
        out += "  node [fontsize=11];\n"
        out += "  edge [fontsize=9];\n"
        let (byCluster, childClusters) = diagram.nesting()
        func emit(_ cluster: Int?, indent: String) {
            for index in byCluster[cluster] ?? [] {
                out += indent + node(diagram.nodes[index]) + "\n"
            }
            for child in childClusters[cluster] ?? [] {
                let info = diagram.clusters[child]
                out += "\(indent)subgraph cluster_\(info.id) {\n"
                var attributes = ["label=\(DOTEscaping.quoted(info.label))", "style=\"rounded,dashed\""]
                if let tooltip = info.tooltip { attributes.append("tooltip=\(DOTEscaping.tooltip(tooltip))") }
                if info.problem { attributes += ["color=red", "fontcolor=red", "penwidth=2"] }
                out += "\(indent)  graph [\(attributes.joined(separator: ", "))];\n"
                emit(child, indent: indent + "  ")
                out += "\(indent)}\n"
            }
        }
        emit(nil, indent: "  ")
        for edge in diagram.edges {
            var attributes = edge.label.isEmpty ? [] : ["label=\(DOTEscaping.quoted(edge.label))"]
            attributes += edgeAttributes(edge.style)
            out += "  \(edge.from) -> \(edge.to)"
            out += attributes.isEmpty ? ";\n" : " [\(attributes.joined(separator: ", "))];\n"
        }
        if !diagram.topRank.isEmpty {
            out += "  { rank=min; \(diagram.topRank.joined(separator: "; ")); }\n"
        }
        return out + "}\n"
    }

    private static func node(_ node: Diagram.Node) -> String {
        var attributes: [String]
        var styles: [String] = []
        switch node.kind {
        case .screen: attributes = ["shape=box"]; styles = ["rounded"]
        case .terminalScreen: attributes = ["shape=box"]; styles = ["rounded", "bold"]
        case .decision: attributes = ["shape=diamond"]
        case .subflow, .flow: attributes = ["shape=box", "peripheries=2"]
        case .tabs: attributes = ["shape=trapezium"]
        case .outcome: attributes = ["shape=doublecircle"]
        case .start: attributes = ["shape=point", "width=0.15"]
        case .exit: attributes = ["shape=cds", "fontsize=9"]; styles = ["dashed"]
        case .missing: attributes = ["shape=box"]; styles = ["dashed"]
        case .reference: attributes = ["shape=cds", "fontsize=9"]; styles = ["dotted"]
        case .note: attributes = ["shape=note", "fontsize=9"]
        }
        if node.problem {
            styles.append("filled")
            attributes += ["color=red", "fontcolor=red", "fillcolor=\"#fff0f0\"", "penwidth=2"]
        }
        if !styles.isEmpty { attributes.append("style=\"\(styles.joined(separator: ","))\"") }
        if node.kind != .start { attributes.append("label=\(DOTEscaping.quoted(node.label))") }
        if let tooltip = node.tooltip { attributes.append("tooltip=\(DOTEscaping.tooltip(tooltip))") }
        return "\(node.id) [\(attributes.joined(separator: ", "))];"
    }

    private static func edgeAttributes(_ style: Diagram.EdgeStyle) -> [String] {
        switch style {
        case .push, .finish: []
        case .modal: ["style=dashed"]
        case .replace: ["style=bold"]
        case .back: ["style=dotted", "arrowhead=odot", "color=\"#555555\"", "fontcolor=\"#555555\"", "constraint=false"]
        case .plain: ["color=\"#777777\""]
        }
    }
}

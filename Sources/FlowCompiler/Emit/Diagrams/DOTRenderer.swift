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
                out += indent
                node(diagram.nodes[index], to: &out)
                out += "\n"
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
            out += "  "
            out += edge.from
            out += " -> "
            out += edge.to
            let styles = edgeAttributes(edge.style)
            if edge.label.isEmpty && styles.isEmpty {
                out += ";\n"
                continue
            }
            out += " ["
            if !edge.label.isEmpty {
                out += "label="
                DOTEscaping.appendQuoted(edge.label, to: &out)
                if !styles.isEmpty { out += ", " }
            }
            out += styles
            out += "];\n"
        }
        if !diagram.topRank.isEmpty {
            out += "  { rank=min; \(diagram.topRank.joined(separator: "; ")); }\n"
        }
        return out + "}\n"
    }

    /// `id [attributes];`
    private static func node(_ node: Diagram.Node, to out: inout String) {
        out += node.id
        out += " ["
        switch node.kind {
        case .screen: out += node.problem ? "shape=box" : "shape=box, style=\"rounded\""
        case .terminalScreen: out += node.problem ? "shape=box" : "shape=box, style=\"rounded,bold\""
        case .decision: out += "shape=diamond"
        case .subflow, .flow: out += "shape=box, peripheries=2"
        case .tabs: out += "shape=trapezium"
        case .outcome: out += "shape=doublecircle"
        case .start: out += "shape=point, width=0.15"
        case .exit: out += node.problem ? "shape=cds, fontsize=9" : "shape=cds, fontsize=9, style=\"dashed\""
        case .missing: out += node.problem ? "shape=box" : "shape=box, style=\"dashed\""
        case .reference: out += node.problem ? "shape=cds, fontsize=9" : "shape=cds, fontsize=9, style=\"dotted\""
        case .note: out += "shape=note, fontsize=9"
        }
        if node.problem {
            // The styles of the kind, then filled, after the problem's colours.
            out += ", color=red, fontcolor=red, fillcolor=\"#fff0f0\", penwidth=2, style=\""
            switch node.kind {
            case .screen: out += "rounded,"
            case .terminalScreen: out += "rounded,bold,"
            case .exit, .missing: out += "dashed,"
            case .reference: out += "dotted,"
            case .decision, .subflow, .flow, .tabs, .outcome, .start, .note: break
            }
            out += "filled\""
        }
        if node.kind != .start {
            out += ", label="
            DOTEscaping.appendQuoted(node.label, to: &out)
        }
        if let tooltip = node.tooltip {
            out += ", tooltip="
            out += DOTEscaping.tooltip(tooltip)
        }
        out += "];"
    }

    /// The attributes of an edge style, joined.
    private static func edgeAttributes(_ style: Diagram.EdgeStyle) -> String {
        switch style {
        case .push, .finish: ""
        case .modal: "style=dashed"
        case .replace: "style=bold"
        case .back: "style=dotted, arrowhead=odot, color=\"#555555\", fontcolor=\"#555555\", constraint=false"
        case .plain: "color=\"#777777\""
        }
    }
}

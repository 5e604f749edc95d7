/// Draws a `Diagram` as Graphviz DOT. The visual language (shapes, edge styles) is the legend of
/// docs/diagrams.md, shared with `MermaidRenderer`.
public enum DOTRenderer {
    public static func render(_ diagram: Diagram) -> String {
        var out = "// \(DOTEscaping.comment("flowc graph: \(diagram.name). Generated; do not edit."))\n"
        for note in diagram.notes {
            out += "// note: \(DOTEscaping.comment(note))\n"
        }
        out += "digraph \(DOTEscaping.quoted(diagram.name)) {\n"
        var title = diagram.title
        if !diagram.notes.isEmpty { title += "\n(" + diagram.notes.joined(separator: "; ") + ")" }
        var graph = [
            "label=\(DOTEscaping.quoted(title))", "labelloc=t", "fontsize=16", "rankdir=TB",
            "tooltip=\(DOTEscaping.tooltip(diagram.title))",
        ]
        if diagram.edges.contains(where: { $0.toCluster != nil }) { graph.append("compound=true") }
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
                let members = Set((byCluster[child] ?? []).map { diagram.nodes[$0].id })
                for row in diagram.rows where members.contains(row[0]) {
                    out += "\(indent)  { rank=same; \(row.joined(separator: "; ")); }\n"
                }
                out += "\(indent)}\n"
            }
        }
        emit(nil, indent: "  ")
        for edge in diagram.edges {
            out += "  "
            out += edge.from
            out += " -> "
            out += edge.to
            var styles = edgeAttributes(edge.style)
            // An edge to a hub's group ends at its frame.
            if let cluster = edge.toCluster { styles += (styles.isEmpty ? "" : ", ") + "lhead=cluster_\(cluster)" }
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
        // A hub's leaves: each row under the one before (invisible edges, column by column); each row is on one
        // rank, said inside the group's frame (a rank said outside it would take its nodes out of the frame).
        for (above, below) in zip(diagram.rows, diagram.rows.dropFirst()) {
            for (a, b) in zip(above, below) {
                out += "  \(a) -> \(b) [style=invis];\n"
            }
        }
        return out + "}\n"
    }

    /// A node kind's shape and the attributes that go with it.
    private static func shape(_ kind: Diagram.NodeKind) -> String {
        switch kind {
        case .screen, .terminalScreen, .missing: "shape=box"
        case .decision: "shape=diamond"
        case .subflow, .flow: "shape=box, peripheries=2"
        case .tabs: "shape=trapezium"
        case .outcome: "shape=doublecircle"
        case .start: "shape=point, width=0.15"
        case .exit, .reference: "shape=cds, fontsize=9"
        case .note: "shape=note, fontsize=9"
        }
    }

    /// A node kind's styles (a problem adds `filled`).
    private static func styles(_ kind: Diagram.NodeKind) -> String {
        switch kind {
        case .screen: "rounded"
        case .terminalScreen: "rounded,bold"
        case .exit, .missing: "dashed"
        case .reference: "dotted"
        case .decision, .subflow, .flow, .tabs, .outcome, .start, .note: ""
        }
    }

    /// `id [attributes];`
    private static func node(_ node: Diagram.Node, to out: inout String) {
        out += node.id
        out += " ["
        out += shape(node.kind)
        let styles = styles(node.kind)
        if node.problem {
            // The styles of the kind, then filled, after the problem's colours.
            out += ", color=red, fontcolor=red, fillcolor=\"#fff0f0\", penwidth=2, style=\""
            out += styles.isEmpty ? "filled\"" : styles + ",filled\""
        } else if !styles.isEmpty {
            out += ", style=\""
            out += styles
            out += "\""
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

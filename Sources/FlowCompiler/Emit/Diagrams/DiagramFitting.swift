/// Keeps diagrams within what their renderers can draw.
///
/// - Graphviz: `dot` lays out hundreds of nodes in seconds but explodes on dense graphs of thousands. Above
///   `dotFoldEdges` edges the return edges (back, dismiss, popTo) are folded into a "↩" line of their step;
///   above `dotLargeNodes` nodes or `dotLargeEdges` edges the file asks for the `sfdp` layout engine.
/// - Mermaid (and GitHub) refuse more than 500 edges or 50,000 characters, and no directive raises that. In
///   order, until the text fits: fold the return edges; leave out summaries and cut labels over
///   `compactLabel` characters; split the flow into parts of consecutive steps (author order), where an edge
///   to a step of another part ends at a small "→ step (part N)" reference node.
/// Every change is written as a note in the diagram (comment and title) and returned as a warning.
enum DiagramFitting {
    static let dotFoldEdges = 400
    static let dotLargeNodes = 300
    static let dotLargeEdges = 600
    static let mermaidMaxEdges = 500
    static let mermaidMaxCharacters = 50_000
    static let compactLabel = 200

    static func forDOT(_ diagram: Diagram) -> Diagram {
        var result = diagram
        if result.edges.count > dotFoldEdges { result = foldReturns(result) }
        if result.nodes.count > dotLargeNodes || result.edges.count > dotLargeEdges {
            result.largeLayout = true
            result.notes.append(
                "\(result.nodes.count) nodes and \(result.edges.count) edges: too dense for the dot layout, "
                    + "laid out with sfdp (render with 'sfdp' or 'dot -Ksfdp')")
        }
        return result
    }

    /// One diagram, or its parts, each within Mermaid's limits.
    static func forMermaid(_ diagram: Diagram) -> [(diagram: Diagram, text: String)] {
        var current = diagram
        var text = MermaidRenderer.render(current)
        if fits(current, text) { return [(current, text)] }
        current = foldReturns(current)
        text = MermaidRenderer.render(current)
        if fits(current, text) { return [(current, text)] }
        current = compact(current)
        text = MermaidRenderer.render(current)
        if fits(current, text) { return [(current, text)] }

        let estimate = max(
            Double(current.edges.count) / Double(mermaidMaxEdges - 50),
            Double(text.utf16.count) / Double(mermaidMaxCharacters - 5_000))
        var partCount = min(max(2, Int(estimate.rounded(.up))), max(1, current.nodes.count))
        while true {
            let parts = split(current, into: partCount)
            let rendered = parts.map { ($0, MermaidRenderer.render($0)) }
            if rendered.allSatisfy({ fits($0.0, $0.1) }) { return rendered }
            if partCount >= current.nodes.count {
                return rendered.map { fits($0.0, $0.1) ? $0 : clamp($0.0) }
            }
            partCount = min(partCount * 2, current.nodes.count)
        }
    }

    /// Mermaid counts the title's invisible link as an edge too.
    static func fits(_ diagram: Diagram, _ text: String) -> Bool {
        diagram.edges.count + 1 <= mermaidMaxEdges && text.utf16.count <= mermaidMaxCharacters
    }

    /// Return edges become a "↩ event (back), …" line in the label of the step they leave.
    static func foldReturns(_ diagram: Diagram) -> Diagram {
        var result = diagram
        var folded: [String: [String]] = [:]
        var count = 0
        result.edges = diagram.edges.filter { edge in
            guard edge.style == .back else { return true }
            count += 1
            if !(folded[edge.from]?.contains(edge.label) ?? false) { folded[edge.from, default: []].append(edge.label) }
            return false
        }
        guard count > 0 else { return diagram }
        let targets = Set(result.edges.map(\.to)).union(result.edges.map(\.from))
        result.nodes = result.nodes.compactMap { node in
            if node.kind == .exit, !targets.contains(node.id) { return nil }
            var node = node
            if let labels = folded[node.id] { node.label += "\n↩ " + labels.joined(separator: ", ") }
            return node
        }
        result.notes.append("\(count) return edges (back, dismiss, popTo) folded into the '↩' line of their step")
        return result
    }

    /// Summaries left out, long labels cut.
    static func compact(_ diagram: Diagram) -> Diagram {
        var result = diagram
        for index in result.nodes.indices {
            result.nodes[index].tooltip = nil
            result.nodes[index].label = DiagramText.truncated(result.nodes[index].label, to: compactLabel)
        }
        for index in result.edges.indices {
            result.edges[index].label = DiagramText.truncated(result.edges[index].label, to: compactLabel / 2)
        }
        for index in result.clusters.indices {
            result.clusters[index].tooltip = nil
            result.clusters[index].label = DiagramText.truncated(result.clusters[index].label, to: compactLabel)
        }
        result.notes.append("summaries left out and labels over \(compactLabel) characters cut to fit Mermaid's limits")
        return result
    }

    /// `count` parts of consecutive nodes; an edge to a node of another part ends at a reference node.
    static func split(_ diagram: Diagram, into count: Int) -> [Diagram] {
        let size = (diagram.nodes.count + count - 1) / max(1, count)
        var partOf: [String: Int] = [:]
        for (index, node) in diagram.nodes.enumerated() {
            partOf[node.id] = index / max(1, size)
        }
        let total = (diagram.nodes.count + size - 1) / max(1, size)
        var firstLines: [String: String] = [:]
        for node in diagram.nodes { firstLines[node.id] = DiagramText.lines(node.label)[0] }
        var lines = DiagramText.lines(diagram.title)
        let name = lines.removeFirst()
        return (0..<total).map { part in
            var piece = Diagram(
                name: "\(diagram.name) part \(part + 1) of \(total)",
                title: ([name + " (part \(part + 1) of \(total))"] + lines).joined(separator: "\n"))
            piece.notes = diagram.notes + ["split into \(total) parts of up to \(size) nodes to fit Mermaid's limits"]
            piece.nodes = diagram.nodes.filter { partOf[$0.id] == part }
            // Clusters keep their indices; the ones holding no node of this part are drawn empty, so drop them
            // by re-parenting into a compact list.
            var used = Set(piece.nodes.compactMap(\.cluster))
            for cluster in Array(used) {
                var parent = diagram.clusters[cluster].parent
                while let index = parent, used.insert(index).inserted { parent = diagram.clusters[index].parent }
            }
            let kept = diagram.clusters.indices.filter { used.contains($0) }
            var renumber: [Int: Int] = [:]
            for (new, old) in kept.enumerated() { renumber[old] = new }
            piece.clusters = kept.map { old in
                var cluster = diagram.clusters[old]
                cluster.parent = cluster.parent.flatMap { renumber[$0] }
                return cluster
            }
            piece.nodes = piece.nodes.map { node in
                var node = node
                node.cluster = node.cluster.flatMap { renumber[$0] }
                return node
            }
            var references: [String: String] = [:]
            for edge in diagram.edges where partOf[edge.from] == part {
                var edge = edge
                if let target = partOf[edge.to], target != part {
                    if let id = references[edge.to] {
                        edge.to = id
                    } else {
                        let id = "r\(references.count)"
                        references[edge.to] = id
                        let shown = firstLines[edge.to] ?? edge.to
                        piece.nodes.append(.init(id: id, kind: .reference, label: "→ \(shown) (part \(target + 1))"))
                        edge.to = id
                    }
                }
                piece.edges.append(edge)
            }
            return piece
        }
    }

    /// Last resort for a part that still does not fit (one step with hundreds of long transitions): drop
    /// edges from the end until it fits, and say how many.
    static func clamp(_ diagram: Diagram) -> (diagram: Diagram, text: String) {
        var keep = min(diagram.edges.count, mermaidMaxEdges - 2)
        while true {
            var piece = diagram
            piece.edges = Array(diagram.edges.prefix(keep))
            let used = Set(piece.edges.flatMap { [$0.from, $0.to] })
            piece.nodes = piece.nodes.filter { $0.kind != .reference || used.contains($0.id) }
            let dropped = diagram.edges.count - keep
            piece.notes.append("\(dropped) transitions of this part not drawn: over Mermaid's limits")
            piece.nodes.append(.init(id: "n0", kind: .note, label: "\(dropped) more transitions not drawn"))
            let text = MermaidRenderer.render(piece)
            if fits(piece, text) || keep == 0 { return (piece, text) }
            keep /= 2
        }
    }
}

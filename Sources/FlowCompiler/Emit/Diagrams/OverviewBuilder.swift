/// Builds the app's overview: one node per flow, one edge per step that starts a child flow (subflow or tab),
/// labelled with that step and the child's outcomes it handles. Roots come first so they are drawn on top:
/// the flow `--root` names, or else every flow no other flow starts.
enum OverviewBuilder {
    static func build(_ program: Program) -> Diagram {
        let flows = program.flows
        var startedBy = [Bool](repeating: false, count: flows.count)
        for flow in flows {
            for step in flow.steps {
                for child in step.childFlows {
                    if let index = program.index(ofFlow: child.value), flows[index].name.value != flow.name.value {
                        startedBy[index] = true
                    }
                }
            }
        }
        var roots: [Int]
        if let root = program.root, let index = program.index(ofFlow: root) {
            roots = [index]
        } else {
            roots = flows.indices.filter { !startedBy[$0] }
            if roots.isEmpty, !flows.isEmpty { roots = [0] }
        }
        // Breadth first from the roots, then any flow left (cycles, flows the root does not reach): author order.
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: flows.count)
        var queue = roots
        var head = 0
        func visit(_ index: Int) {
            guard !seen[index] else { return }
            seen[index] = true
            order.append(index)
        }
        roots.forEach(visit)
        while head < queue.count {
            let flow = flows[queue[head]]
            head += 1
            for step in flow.steps {
                for child in step.childFlows {
                    if let index = program.index(ofFlow: child.value), !seen[index] {
                        visit(index)
                        queue.append(index)
                    }
                }
            }
        }
        flows.indices.forEach(visit)

        var title = "App overview"
        if let root = program.root { title += "\nroot: \(root)" }
        var diagram = Diagram(name: "overview", title: title)
        var ids = [String](repeating: "", count: flows.count)
        for (position, index) in order.enumerated() {
            ids[index] = "f\(position)"
        }
        let rootSet = Set(roots)
        for (position, index) in order.enumerated() {
            let flow = flows[index]
            var label = [flow.name.value]
            if !flow.outcomes.isEmpty {
                label.append("outcomes: " + flow.outcomes.map(\.name.value).joined(separator: " | "))
            }
            if rootSet.contains(index) { label.append("(root)") }
            diagram.nodes.append(
                .init(
                    id: ids[index], kind: .flow, label: label.joined(separator: "\n"),
                    tooltip: flow.summary, order: position))
        }
        diagram.topRank = roots.map { ids[$0] }
        var missing: [String: String] = [:]
        for index in order {
            let flow = flows[index]
            for step in flow.steps {
                for child in step.childFlows {
                    var target: String
                    if let childIndex = program.index(ofFlow: child.value) {
                        target = ids[childIndex]
                    } else if let id = missing[child.value] {
                        target = id
                    } else {
                        target = "u\(missing.count)"
                        missing[child.value] = target
                        diagram.nodes.append(
                            .init(
                                id: target, kind: .missing, label: "unknown flow '\(child.value)'",
                                problem: true, order: order.count))
                    }
                    diagram.edges.append(edge(from: ids[index], to: target, step: step, child: child.value))
                }
            }
        }
        return diagram
    }

    private static func edge(from: String, to: String, step: Step, child: String) -> Diagram.Edge {
        var how = ""
        var style = Diagram.EdgeStyle.push
        var handled: [String]
        if case .tabs = step.kind {
            how = " (tab)"
            style = .plain
            handled = step.handlers.compactMap { handler in
                handler.tabOutcome.flatMap { $0.flow == child ? $0.outcome : nil }
            }
        } else {
            if let present = step.present?.value, present.isModal {
                how = " (\(present.rawValue))"
                style = .modal
            }
            handled = step.handlers.map(\.event.value)
        }
        var label = "\(step.id.value)\(how)"
        if !handled.isEmpty { label += "\n⇠ " + handled.joined(separator: ", ") }
        return .init(from: from, to: to, label: label, style: style)
    }
}

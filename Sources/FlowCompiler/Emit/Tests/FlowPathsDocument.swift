import Foundation

/// `flow-paths.json`: the shortest moves to each step, outcome and request of each flow, and the step through which
/// the root reaches each flow. FlowcTesting's `FlowPaths` reads it (and spells out a child's moves where a move
/// names the child), so UI tests can walk the app to any screen.
struct FlowPathsDocument {
    struct Move: Encodable {
        var flow: String
        var step: String
        var event: String?
        var choice: String?
        var child: String?
        var outcome: String?
        var request: String?
        var tab: Int?
    }

    struct FlowWays: Encodable {
        var steps: [String: [Move]] = [:]
        var outcomes: [String: [Move]] = [:]
        var requests: [String: [Move]] = [:]
    }

    struct Entry: Encodable {
        var flow: String
        var step: String
        var tab: Int?
    }

    struct Document: Encodable {
        var version = 1
        var root: String?
        var flows: [String: FlowWays] = [:]
        var entries: [String: Entry] = [:]
    }

    let program: Program
    let tours: [Int: TestTour]
    let order: [Int]

    func json() -> String {
        var document = Document(root: program.root)
        for index in order {
            guard let tour = tours[index] else { continue }
            var ways = FlowWays()
            for (step, via) in tour.reached {
                ways.steps[program.flows[index].steps[step].id.value] = moves(tour.way(to: via.move), flowIndex: index)
            }
            for (name, move) in tour.outcomes { ways.outcomes[name] = moves(tour.way(to: move), flowIndex: index) }
            for (name, move) in tour.requests { ways.requests[name] = moves(tour.way(to: move), flowIndex: index) }
            document.flows[program.flows[index].name.value] = ways
        }
        document.entries = entries()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func moves(_ way: [TestTour.Move], flowIndex: Int) -> [Move] {
        let flow = program.flows[flowIndex]
        let name = flow.name.value
        var result: [Move] = []
        for move in way {
            for choice in move.choices {
                let decision = flow.steps[choice.decision]
                result.append(
                    Move(flow: name, step: decision.id.value, choice: decision.handlers[choice.handler].event.value))
            }
            guard let from = move.from else { continue }
            let step = flow.steps[from]
            switch move.kind {
            case .start:
                break
            case .event(let handler):
                result.append(Move(flow: name, step: step.id.value, event: step.handlers[handler].event.value))
            case .child(_, let child, let outcome, let isRequest):
                var isTabs = false
                if case .tabs = step.kind { isTabs = true }
                result.append(
                    Move(
                        flow: name, step: step.id.value, child: step.childFlows[child].value,
                        outcome: isRequest ? nil : outcome, request: isRequest ? outcome : nil,
                        tab: isTabs ? child : nil))
            }
        }
        return result
    }

    /// For each flow the root reaches: the first reached step (breadth first over flows from the root) that runs it.
    private func entries() -> [String: Entry] {
        guard let root = program.root, let rootIndex = program.index(ofFlow: root) else { return [:] }
        var entries: [String: Entry] = [:]
        var queue = [rootIndex]
        var seen: Set<Int> = [rootIndex]
        var next = 0
        while next < queue.count {
            let index = queue[next]
            next += 1
            guard let tour = tours[index] else { continue }
            let flow = program.flows[index]
            for (stepIndex, _) in tour.reached {
                let step = flow.steps[stepIndex]
                var isTabs = false
                if case .tabs = step.kind { isTabs = true }
                for (tab, child) in step.childFlows.enumerated() {
                    guard let childIndex = program.index(ofFlow: child.value), seen.insert(childIndex).inserted else {
                        continue
                    }
                    entries[child.value] = Entry(flow: flow.name.value, step: step.id.value, tab: isTabs ? tab : nil)
                    queue.append(childIndex)
                }
            }
        }
        return entries
    }
}

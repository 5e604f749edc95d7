import Foundation

/// `flow-paths.json`: the shortest moves to each step, outcome and request of each flow, each written as its last
/// hop from a step whose own way comes first, and the step through which the root reaches each flow. FlowcTesting's `FlowPaths` reads it (and spells out a child's moves where a move
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
        /// The entry the child was started on (format v2), whose ways `fromEntries` holds.
        var entry: String?
    }

    /// The last hop of a way: from a step (whose own way leads there), the moves of one transition.
    struct Hop: Encodable {
        var from: String?
        var moves: [Move]
    }

    struct FlowWays: Encodable {
        var steps: [String: Hop] = [:]
        var outcomes: [String: Hop] = [:]
        var requests: [String: Hop] = [:]
        /// The ways of the flow started on each of its entries a subflow step names.
        var fromEntries: [String: FlowWays]?
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
    let tours: [TestGenerator.TourKey: TestTour]
    let order: [Int]

    func json() -> String {
        var document = Document(root: program.root)
        for index in order {
            guard let tour = tours[.init(flow: index)] else { continue }
            var ways = self.ways(tour, flowIndex: index)
            for key in tours.keys where key.flow == index {
                guard let entry = key.entry, let entryTour = tours[key] else { continue }
                ways.fromEntries = ways.fromEntries ?? [:]
                ways.fromEntries?[entry] = self.ways(entryTour, flowIndex: index)
            }
            document.flows[program.flows[index].name.value] = ways
        }
        document.entries = entries()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func ways(_ tour: TestTour, flowIndex index: Int) -> FlowWays {
        var ways = FlowWays()
        for (step, via) in tour.reached {
            ways.steps[program.flows[index].steps[step].id.value] = hop(via.move, flowIndex: index)
        }
        for (name, move) in tour.outcomes { ways.outcomes[name] = hop(move, flowIndex: index) }
        for (name, move) in tour.requests { ways.requests[name] = hop(move, flowIndex: index) }
        return ways
    }

    /// One move as a hop from the step it is made on: each way is a chain of hops, so the file grows with the steps,
    /// not with the length of the ways.
    private func hop(_ move: TestTour.Move, flowIndex: Int) -> Hop {
        Hop(
            from: move.from.map { program.flows[flowIndex].steps[$0].id.value },
            moves: moves(of: move, flowIndex: flowIndex))
    }

    /// The answers a move sets, then what it does on its step.
    private func moves(of move: TestTour.Move, flowIndex: Int) -> [Move] {
        let flow = program.flows[flowIndex]
        let name = flow.name.value
        var result = move.choices.map { choice in
            let decision = flow.steps[choice.decision]
            return Move(flow: name, step: decision.id.value, choice: decision.handlers[choice.handler].event.value)
        }
        guard let from = move.from else { return result }
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
                    tab: isTabs ? child : nil, entry: step.entry?.value))
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
            guard let tour = tours[.init(flow: index)] else { continue }
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

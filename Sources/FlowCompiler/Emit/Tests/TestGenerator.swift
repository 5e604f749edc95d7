import Foundation

/// `flowc tests`: Swift Testing suites that drive each flow through its generated coordinator and the runtime, with
/// no UI, and `flow-paths.json`, the shortest moves to every step for UI tests (docs/generated-tests.md).
///
/// The stages: each flow's moves are found on the simulated navigation (`TestTour`, children before the flows that
/// start them, so a parent can end a child the way the child's tour found); then `TestSuiteWriter` writes the Swift
/// and `FlowPathsDocument` the JSON. Flows of other modules (`--interface`) are not tested here: their own module's
/// suites test them.
public enum TestGenerator {
    public struct Options: Sendable {
        /// The module of the generated coordinators, imported `@testable` by the suites.
        public var module: String?

        public init(module: String? = nil) {
            self.module = module
        }
    }

    /// The files: `FlowTestSupport.swift`, `<Flow>FlowTests.swift` per flow, and `flow-paths.json`.
    public static func generate(_ program: Program, options: Options) throws(GenerationError) -> [OutputFile] {
        let order = testedFlows(program)
        let values = ValueFlow.of(program)
        var models: [Int: FlowViewModel] = [:]
        for index in order {
            models[index] = try FlowViewModelBuilder(
                program: program, values: values, flowIndex: index, access: "", sourceLocations: false
            ).build()
        }
        let allTours = plan(program, order: order)
        var tours: [Int: TestTour] = [:]
        for (key, tour) in allTours where key.entry == nil { tours[key.flow] = tour }
        let writer = TestSuiteWriter(
            program: program, models: models, tours: tours, allTours: allTours, module: options.module)
        var files = [OutputFile(path: "FlowTestSupport.swift", text: writer.supportFile(order: order))]
        for index in order {
            let stem = models[index]?.typeStem ?? program.flows[index].name.value
            files.append(OutputFile(path: "\(stem)FlowTests.swift", text: writer.suite(index)))
        }
        let paths = FlowPathsDocument(program: program, tours: allTours, order: order)
        files.append(OutputFile(path: "flow-paths.json", text: paths.json()))
        return files
    }

    /// The flows of this module, once each, children before the flows that start them (a depth-first post-order
    /// over the flows they start, from each flow in program order).
    static func testedFlows(_ program: Program) -> [Int] {
        var order: [Int] = []
        var state = [UInt8](repeating: 0, count: program.flows.count)
        var seen = Set<String>()
        for root in program.flows.indices where state[root] == 0 {
            // An explicit stack: a chain of flows may be long.
            var stack: [(flow: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (flow, next) = stack.last {
                let children = program.flows[flow].steps.flatMap(\.childFlows).compactMap {
                    program.index(ofFlow: $0.value)
                }
                if next < children.count {
                    stack[stack.count - 1].next += 1
                    let child = children[next]
                    if state[child] == 0 {
                        state[child] = 1
                        stack.append((child, 0))
                    }
                    continue
                }
                stack.removeLast()
                let item = program.flows[flow]
                if program.module(of: item) == nil, seen.insert(item.name.value).inserted { order.append(flow) }
            }
        }
        return order
    }

    /// A tour: of a flow from its start (what its suite runs), or from one of its entries (how a subflow step
    /// that names the entry starts it, which the drives of that step follow).
    struct TourKey: Hashable {
        var flow: Int
        var entry: String?

        init(flow: Int, entry: String? = nil) {
            self.flow = flow
            self.entry = entry
        }
    }

    /// Each flow's tours, children first; flows that start each other in a cycle are walked again once their
    /// children's ways are known.
    static func plan(_ program: Program, order: [Int]) -> [TourKey: TestTour] {
        // The entries subflow steps start their flows on.
        var entries: [Int: Set<String>] = [:]
        for flow in program.flows {
            for step in flow.steps {
                guard let entry = step.entry?.value, let child = step.childFlows.first,
                    let index = program.index(ofFlow: child.value)
                else { continue }
                entries[index, default: []].insert(entry)
            }
        }
        var tours: [TourKey: TestTour] = [:]
        // The state after each drive: an outcome's ends the flow, a request's leaves it asking.
        var driven: [TestTour.Drive: SimulatedNavigation.Run] = [:]
        var planned = Set<String>()
        for _ in 0..<2 {
            var changed = false
            for index in order {
                let name = program.flows[index].name.value
                for entry in [nil] + (entries[index] ?? []).sorted() {
                    let tour = TestTour(flowIndex: index, entry: entry, program: program) { drive in
                        if !planned.contains(drive.flow) { changed = true }
                        return driven[drive]
                    }
                    tours[TourKey(flow: index, entry: entry)] = tour
                    for outcome in tour.outcomeOrder where tour.drivableWay(to: tour.outcomes[outcome]) != nil {
                        driven[TestTour.Drive(flow: name, entry: entry, name: outcome, isRequest: false)] =
                            SimulatedNavigation.Run(flow: index, end: "outcome \(outcome)")
                    }
                    for request in tour.requestOrder where tour.drivableWay(to: tour.requests[request]) != nil {
                        driven[TestTour.Drive(flow: name, entry: entry, name: request, isRequest: true)] =
                            tour.requestRuns[request]
                    }
                }
                planned.insert(name)
            }
            if !changed { break }
        }
        return tours
    }
}

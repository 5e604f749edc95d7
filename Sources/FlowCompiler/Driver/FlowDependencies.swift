/// What the generated code of one flow depends on: the flow and every flow it can start, directly or not (its code
/// names their input, outcome, state and decision types). The build plugin gives each flow's command exactly these
/// files as inputs; `flowc generate --plugin-flow` checks that the plan it was given has them all.
public struct FlowDependencies {
    public let program: Program

    public init(_ program: Program) { self.program = program }

    /// The flow and the flows it starts, directly or not, in program order (the flow first). Unknown names (an
    /// unknown-flow error) are skipped.
    public func closure(ofFlow index: Int) -> [Int] {
        var seen: Set<Int> = [index]
        var queue = [index]
        var next = 0
        while next < queue.count {
            for step in program.flows[queue[next]].steps {
                for child in step.childFlows {
                    if let found = program.index(ofFlow: child.value), seen.insert(found).inserted {
                        queue.append(found)
                    }
                }
            }
            next += 1
        }
        return [index] + seen.subtracting([index]).sorted()
    }

    /// The files of `closure(ofFlow:)`, the flow's own first.
    public func files(ofFlow index: Int) -> [String] {
        var files: [String] = []
        for flow in closure(ofFlow: index) where !files.contains(program.flows[flow].file) {
            files.append(program.flows[flow].file)
        }
        return files
    }

    /// The program of the flow and the flows it starts: what its generated file is made from. Generating the flow
    /// from it gives the same text as generating it from the whole program.
    public func subprogram(ofFlow index: Int) -> Program {
        Program(
            flows: closure(ofFlow: index).sorted().map { program.flows[$0] }, root: nil,
            typePrefix: program.typePrefix, interfaceModules: program.interfaceModules)
    }
}

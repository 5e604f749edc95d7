import Foundation
import Testing

@testable import FlowCompiler

/// The diagrams' return edges (`ReturnTargets`: where each step's `back` and `dismiss` land) against the exact explorer
/// of the one definition of moves, on random flows with child flows: every place a `back` or `dismiss` really lands
/// must be drawn. Where each step is shown one way only (pushed, or as one modal style, at the bottom or not), every
/// step drawn must also be one it lands on from some configuration the flow reaches; a step shown several ways merges
/// what each way returns to, as a diagram of steps does. Steps no configuration shows are not compared (they return
/// nowhere: unreachable-step reports them).

@Suite struct ReturnTargetsPropertyTests {
    @Test func theDiagramsDrawWhereBackAndDismissLand() {
        var random = SplitMix64(seed: NavigationSemanticsTests.seed)
        var disagreements: [String] = []
        var exact = 0
        for index in 0..<NavigationSemanticsTests.programs {
            let text = RandomFlow.make(&random, children: true, appEvents: true)
            let (difference, isExact) = Self.difference(text)
            if isExact { exact += 1 }
            if let difference {
                disagreements.append("program \(index):\n\(text)\n\(difference)")
                if disagreements.count >= 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n\n"))")
        // Most random flows show each step one way: the exact comparison is the one mostly made.
        #expect(exact * 2 > NavigationSemanticsTests.programs, "only \(exact) flows were compared exactly")
    }

    /// deeplink-never-opens's navigation (`ResidentSteps`: the steps some way shows at the bottom of a stack, whose child
    /// flows lend their input to links) against the explorer: a reached step is resident exactly when some
    /// configuration shows it as the flow's first frame or as the frame a `replace` left.
    ///
    @Test func theStepsAtTheBottomOfAStackAreTheExplorers() {
        var random = SplitMix64(seed: NavigationSemanticsTests.seed &+ 1)
        var disagreements: [String] = []
        for index in 0..<NavigationSemanticsTests.programs {
            let text = RandomFlow.make(&random, alertFirst: index % 7 == 6, children: true, appEvents: true)
            if ProcessInfo.processInfo.environment["FLOWC_PROPERTY_TRACE"] != nil {
                FileHandle.standardError.write(Data("program \(index):\n\(text)\n".utf8))
            }
            let result = Compiler.check([
                SourceFile(path: "random.flow.yaml", text: text),
                SourceFile(path: "child.flow.yaml", text: RandomFlow.childFlow),
            ])
            guard let f = result.program.index(ofFlow: "Random") else { continue }
            let flow = result.program.flows[f]
            // The flow is one nothing starts: its first screen has no system back, as lint takes it.
            let moves = Self.moves(result.program, flow, firstScreenHasSystemBack: false)
            let explorer = NavigationExplorer(moves)
            var bottom: Set<Int> = []
            for (index, node) in explorer.nodes.enumerated()
            where (node.frame.isBottom || explorer.replacements.contains(index)) && node.frame.shown != .alert {
                bottom.insert(node.frame.step)
            }
            // The propagation ResidentSteps reads, for every step; ResidentSteps itself for the subflow steps it answers.
            let propagated = ReturnTargets(
                flow, result.program,
                firstScreenHasSystemBack: NavigationAnalysis.of(result.program).flows[f].firstScreenHasSystemBack)
            let residents = result.program.residentSteps
            let reached = explorer.reachedSteps
            let lint = Set(
                flow.steps.indices.filter {
                    reached.contains($0) && !flow.steps[$0].isDecision && !flow.steps[$0].isAlert
                        && propagated.isBottom[$0]
                })
            let subflows = flow.steps.indices.filter { if case .subflow = flow.steps[$0].kind { true } else { false } }
            #expect(subflows.allSatisfy { residents.lendsInput(flow: f, step: $0) == propagated.isBottom[$0] })
            if lint != bottom {
                let names = { (steps: Set<Int>) in steps.map { flow.steps[$0].id.value }.sorted() }
                disagreements.append("program \(index):\n\(text)\nlint \(names(lint)), explorer \(names(bottom))")
                if disagreements.count >= 5 { break }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n\n"))")
    }

    /// Issue 29's case: a child's outcome handler acts once the subflow step is gone, so `back` from the screen it shows
    /// returns below the subflow step, which the app no longer shows. The diagram used to draw it back onto `signUp`.
    @Test func backFromWhatAFinishedChildShowedSkipsTheSubflowStep() throws {
        let text = """
            flow: Random
            outcomes: {}
            start: welcome
            steps:
              welcome:
                on:
                  join: signUp
              signUp:
                flow: Child
                on:
                  ok: done
                  no: back
              done:
                on:
                  close: back
            """
        let result = Compiler.check([
            SourceFile(path: "random.flow.yaml", text: text),
            SourceFile(path: "child.flow.yaml", text: RandomFlow.childFlow),
        ])
        let flow = try #require(result.program.flow("Random"))
        let done = try #require(flow.index(ofStep: "done"))
        let welcome = try #require(flow.index(ofStep: "welcome"))
        #expect(ReturnTargets(flow, result.program).back[done] == [.step(welcome)])
        #expect(Self.difference(text) == (nil, true))
    }

    /// The first step and transition on which the diagram and the explorer differ, and whether they were compared
    /// exactly.
    static func difference(_ text: String) -> (String?, exact: Bool) {
        let result = Compiler.check([
            SourceFile(path: "random.flow.yaml", text: text),
            SourceFile(path: "child.flow.yaml", text: RandomFlow.childFlow),
        ])
        guard let flow = result.program.flow("Random") else { return ("the flow did not load", false) }
        let drawn = ReturnTargets(flow, result.program)
        let landed = landings(result.program, flow)
        let reached = Set(landed.reached)
        let exact = landed.singleWay
        func name(_ target: ReturnTargets.Target) -> String {
            switch target {
            case .step(let step): flow.steps[step].id.value
            case .leave: "(leaves)"
            case .many: "(many)"
            }
        }
        for step in flow.steps.indices where reached.contains(step) {
            for (kind, drawnSet) in [("back", drawn.back[step]), ("dismiss", drawn.dismiss[step])] {
                guard !drawnSet.contains(.many), let real = landed.returns[Key(step: step, kind: kind)] else {
                    continue
                }
                let shown = Set(drawnSet)
                if exact ? shown != real : !shown.isSuperset(of: real) {
                    return (
                        "\(kind) from \(flow.steps[step].id.value): diagram \(shown.map(name).sorted()), "
                            + "explorer \(real.map(name).sorted())", exact
                    )
                }
            }
        }
        return (nil, exact)
    }

    /// A child ends with either of its outcomes. A flow's diagram draws it under any parent: its first screen may have
    /// the system back (a parent that pushes it and allows it), so a `systemBack` handler there is drawn.
    static func moves(_ program: Program, _ flow: Flow, firstScreenHasSystemBack: Bool = true) -> FlowMoves {
        FlowMoves(
            flow, TransitionTargets.Flow(flow), program: program, firstScreenHasSystemBack: firstScreenHasSystemBack
        ) {
            step in
            RandomFlow.childEnds(flow.steps[step])
        }
    }

    struct Key: Hashable {
        var step: Int
        var kind: String
    }

    /// Where each step's `back` and `dismiss` transitions land on the explorer, by the step whose handler they are (a
    /// decision's, for its choice), and the steps it reaches.
    static func landings(_ program: Program, _ flow: Flow) -> (
        returns: [Key: Set<ReturnTargets.Target>], reached: [Int], singleWay: Bool
    ) {
        let moves = Self.moves(program, flow)
        let explorer = NavigationExplorer(moves)
        var returns: [Key: Set<ReturnTargets.Target>] = [:]
        func kind(_ step: Int, _ handler: Int) -> String? {
            switch flow.steps[step].handlers[handler].transition.kind {
            case .back: "back"
            case .dismiss: "dismiss"
            default: nil
            }
        }
        func note(_ effect: NavEffect, at node: Int, key: Key) {
            let (nodes, leaves) = explorer.returns(of: effect, at: node)
            var targets = Set(nodes.map { ReturnTargets.Target.step(explorer.nodes[$0].frame.step) })
            if leaves { targets.insert(.leave) }
            returns[key, default: []].formUnion(targets)
        }
        for (index, node) in explorer.nodes.enumerated() {
            for move in moves.moves(of: node.frame) {
                guard case .handler(let h) = move.label else { continue }
                // A child's outcome through decisions: the last decision's choice is the transition drawn.
                let owner = move.decided.last.map { ($0.decision, $0.choice) } ?? (node.frame.step, h)
                if let kind = kind(owner.0, owner.1) {
                    note(move.effect, at: index, key: Key(step: owner.0, kind: kind))
                }
            }
        }
        // A decision's choices act from where it was entered; on the empty flow, `back` and `dismiss` leave it.
        for (decision, places) in explorer.decisionsEntered {
            for (h, handler) in flow.steps[decision].handlers.enumerated() {
                guard let kind = kind(decision, h) else { continue }
                let key = Key(step: decision, kind: kind)
                for place in places {
                    if place < 0 {
                        returns[key, default: []].insert(.leave)
                    } else {
                        note(moves.effect(of: handler.transition, handler: h, at: decision), at: place, key: key)
                    }
                }
            }
        }
        var ways: [Int: Set<NavFrame>] = [:]
        for node in explorer.nodes { ways[node.frame.step, default: []].insert(node.frame) }
        return (returns, Array(explorer.reachedSteps), ways.values.allSatisfy { $0.count == 1 })
    }
}

import Foundation
import Testing

@testable import FlowCompiler

/// The runtime against the one definition of moves: random flows are generated, compiled with FlowcRuntime and
/// walked at random (events, alert buttons, decisions' answers, a child flow's outcomes and requests, app events, the
/// system back and pull-down), and after
/// every move the runtime's state (its pure transition function, `FlowState` and `FlowDefinition.transition`, through
/// the generated tables) must be the stack `NavigationRules` gives; each state is saved and restored before the walk
/// goes on from it.
///
/// The runtime is an independent implementation (it shares no code with the compiler), so a rule written differently
/// in the two fails here. `FLOWC_DIFFERENTIAL_FLOWS=N` walks N flows (`scripts/property-tests` walks more); the seed
/// is fixed, and a failure prints the flow file and the moves.
@Suite struct RuntimeDifferentialTests {
    static let flows = ProcessInfo.processInfo.environment["FLOWC_DIFFERENTIAL_FLOWS"].flatMap(Int.init) ?? 200
    static let seed = ProcessInfo.processInfo.environment["FLOWC_PROPERTY_SEED"].flatMap(UInt64.init) ?? 2026
    static let walksPerFlow = 6
    static let movesPerWalk = 12

    @Test func theRuntimeMovesAsTheDefinitionSays() throws {
        var random = SplitMix64(seed: Self.seed)
        var texts: [String] = []
        var walks: [RandomWalk] = []
        var attempts = 0
        while texts.count < Self.flows, attempts < Self.flows * 4 {
            attempts += 1
            let name = "R\(texts.count)"
            let text = RandomFlow.make(
                &random, name: name, alertFirst: texts.count % 5 == 4, children: true, appEvents: true)
            let result = Compiler.check([
                SourceFile(path: "\(name).flow.yaml", text: text),
                SourceFile(path: "child.flow.yaml", text: RandomFlow.childFlow),
            ])
            // What the generator needs is there: only the navigation checks may object (their findings are what
            // the runtime is walked through).
            let allowed: Set<String> = [
                "unreachable-step", "dead-end", "no-exit", "pop-target", "dismiss-outside-modal", "unused-outcome",
            ]
            guard !result.diagnostics.contains(where: { $0.severity == .error && !allowed.contains($0.id) }),
                let flow = result.program.flow(name)
            else { continue }
            // Child ends with either outcome; its cancellation is the coordinator's, which the walks do not drive.
            let moves = FlowMoves(
                flow, TransitionTargets.Flow(flow), program: result.program, firstScreenHasSystemBack: false
            ) { step in
                RandomFlow.childEnds(flow.steps[step])
            }
            let flowWalks = (0..<Self.walksPerFlow).compactMap { number in
                RandomWalk(moves, number: number, length: Self.movesPerWalk, random: &random)
            }
            guard !flowWalks.isEmpty else { continue }
            texts.append(text)
            walks += flowWalks
        }
        #expect(texts.count == Self.flows, "only \(texts.count) random flows could be generated")

        let directory = Repository.path(".build/flowc-tests/differential")
        try? FileManager.default.removeItem(atPath: directory)
        let program = Compiler.check(
            texts.enumerated().map { SourceFile(path: "R\($0.offset).flow.yaml", text: $0.element) }
                + [SourceFile(path: "child.flow.yaml", text: RandomFlow.childFlow)])
        let generated = try SwiftGenerator.generate(
            program.program, options: .init(templates: try TemplateSet.builtIn(), sourceLocations: false))
        try OutputWriter(directory: directory + "/generated").write(generated)
        try OutputWriter(directory: directory + "/driver").write([
            OutputFile(path: "main.swift", text: RandomWalk.driver(walks, program.program))
        ])
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        // One frontend for the whole module (`-wmo`): in the default batch mode every job parses every file again,
        // which for a few hundred flows costs more than it saves.
        let compile = try Toolchain.swiftc(
            ["-wmo"] + runtime.arguments + Toolchain.swiftFiles(in: directory + "/generated")
                + [directory + "/driver/main.swift"] + ["-o", directory + "/walks"])
        #expect(compile.succeeded, "swiftc failed:\n\(compile.output)")
        guard compile.succeeded else { return }
        let run = try Toolchain.run(directory + "/walks", [])
        #expect(run.succeeded, "the walks failed:\n\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let expected = walks.flatMap(\.lines)
        var mismatches: [String] = []
        for (index, line) in expected.enumerated() where index >= lines.count || lines[index] != line {
            let walk = walks.first { $0.lines.contains(line) }
            mismatches.append(
                "expected \(line)\n     got \(index < lines.count ? lines[index] : "(nothing)")\n"
                    + (walk.map { walk in
                        let moves = walk.moves.map { move in
                            (move.event ?? "systemBack")
                                + (move.answers.isEmpty ? "" : " \(move.answers.map { "\($0.decision)=\($0.choice)" })")
                        }
                        return "start \(walk.start.map { "\($0.decision)=\($0.choice)" }), moves \(moves)\n"
                            + "expected:\n\(walk.lines.joined(separator: "\n"))\nflow:\n\(texts[walk.flowIndex])"
                    } ?? ""))
            break
        }
        #expect(lines.count == expected.count, "\(lines.count) lines for \(expected.count) moves")
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}

/// A random walk of one flow, on the definition: its moves and what each must leave.
struct RandomWalk {
    /// A move the driver makes: an event of the top step (a screen's, an alert's button), or the system back, with the
    /// answers the decisions on the way give.
    struct Move {
        var event: String?
        var answers: [(decision: String, choice: Int)]
    }

    let flowName: String
    let flowIndex: Int
    let number: Int
    var start: [(decision: String, choice: Int)] = []
    var moves: [Move] = []
    /// One line per move (the start first): `R3 w1 m2: s0:push s4:sheet`, `… finish done`, `… leave back`.
    var lines: [String] = []

    init?(_ moves: FlowMoves, number: Int, length: Int, random: inout SplitMix64) {
        let flow = moves.flow
        flowName = flow.name.value
        flowIndex = Int(flow.name.value.dropFirst()) ?? 0
        self.number = number
        var answers: [(decision: String, choice: Int)] = []
        var picks = 0
        var generator = random
        defer { random = generator }
        let choose: (Int) -> Int = { decision in
            picks += 1
            guard picks <= 16 else { return -1 }
            let choice = Int(generator.next(UInt64(max(flow.steps[decision].handlers.count, 1))))
            answers.append((flow.steps[decision].id.value, choice))
            return choice
        }
        guard var result = moves.start(choose: choose) else { return nil }
        start = answers
        lines.append(line(result, move: 0, flow))
        for move in 1...length {
            guard case .stack(let stack) = result, let top = stack.last else { break }
            let options = moves.moves(of: top)
            guard !options.isEmpty else { break }
            // Walks that go on see more: a move that ends the flow is taken again only one time in four.
            var option = options[Int(generator.next(UInt64(options.count)))]
            func take(_ option: FlowMoves.Move) -> NavResult {
                answers = option.decided.map { (flow.steps[$0.decision].id.value, $0.choice) }
                picks = 0
                return moves.apply(option.effect, to: stack, choose: choose)
            }
            result = take(option)
            for _ in 0..<3 {
                guard case .end = result, generator.next(4) != 0 else { break }
                option = options[Int(generator.next(UInt64(options.count)))]
                result = take(option)
            }
            let event: String?
            switch option.label {
            case .handler(let h):
                let step = flow.steps[top.step]
                let handler = step.handlers[h]
                let name = GeneratedNames.escaped(handler.event.value)
                if handler.isAppEvent {
                    // The app sends it; it acts at the step on top.
                    event = ".\(GeneratedNames.appEventCase)(.\(name))"
                } else if step.startsChildFlows && handler.event.value == "help" {
                    // The child's request, with its step kept.
                    event = ".\(GeneratedNames.escaped(GeneratedNames.requestCase(ofStep: step.id.value)))(.\(name))"
                } else {
                    event = ".\(GeneratedNames.escaped(step.id.value))(.\(name))"
                }
            case .systemBack:
                event = nil
            case .childCancelled, .notJudged:
                return nil
            }
            self.moves.append(Move(event: event, answers: answers))
            lines.append(line(result, move: move, flow))
        }
        if lines.contains(where: { $0.hasSuffix(" unknown") }) { return nil }
    }

    private func line(_ result: NavResult, move: Int, _ flow: Flow) -> String {
        let prefix = "\(flowName) w\(number) m\(move):"
        switch result {
        case .stack(let stack):
            return
                ([prefix] + stack.map { "\(flow.steps[$0.step].id.value):\(Self.style($0.shown, flow.steps[$0.step]))" })
                .joined(separator: " ")
        case .end(.outcome(let index)): return "\(prefix) finish \(flow.outcomes[index].name.value)"
        case .end(.leftByBack): return "\(prefix) leave back"
        case .end(.leftByDismiss), .end(.dismissedNoModal): return "\(prefix) leave dismissed"
        case .end: return "\(prefix) unknown"
        }
    }

    /// The runtime's name of the style (`FlowPresentation`).
    private static func style(_ shown: FrameShown, _ step: Step) -> String {
        switch shown {
        case .push: return "push"
        case .modal(let style): return style.rawValue
        case .alert: return step.alert?.style.rawValue ?? "alert"
        }
    }

    /// The driver: per flow, a decisions object answering from a queue, and each walk as moves that print the
    /// resulting state as `lines` are written.
    static func driver(_ walks: [RandomWalk], _ program: Program) -> String {
        var out = [
            "@_spi(Generated) import FlowcRuntime", "import Foundation", "",
            "/// The state saved and restored (as an app does across launches): the walk goes on from the copy.",
            "@MainActor func restored<F: FlowDefinition>(_ state: FlowState<F>) -> FlowState<F> {",
            "  let data = try! JSONEncoder().encode(state)",
            "  return try! JSONDecoder().decode(FlowState<F>.self, from: data)",
            "}", "",
            "@MainActor func describe<F: FlowDefinition>(_ state: FlowState<F>) -> String {",
            "  state.steps.map { \"\\(F.step($0.route).name):\\($0.style)\" }.joined(separator: \" \")",
            "}", "",
            "/// Prints what a transition leaves; the state to go on from, or nil when the flow ended.",
            "@MainActor func report<F: FlowDefinition>(_ prefix: String, _ transition: FlowTransition<F>, "
                + "from state: FlowState<F>) -> FlowState<F>? {",
            "  switch transition {",
            "  case .next(let next):",
            "    print(([prefix] + (next.steps.isEmpty ? [] : [describe(next)])).joined(separator: \" \"))",
            "    return restored(next)",
            "  case .ignore:",
            "    print(([prefix] + (state.steps.isEmpty ? [] : [describe(state)])).joined(separator: \" \")); return state",
            "  case .finish(let outcome): print(\"\\(prefix) finish \\(outcome)\"); return nil",
            "  case .leave(let reason): print(\"\\(prefix) leave \\(reason)\"); return nil",
            "  default: print(\"\\(prefix) other\"); return nil",
            "  }",
            "}", "",
            "/// The system back of the top step: its `systemBack` event where it has one, else a pop.",
            "@MainActor func systemBack<F: FlowDefinition>(_ state: FlowState<F>, _ decisions: F.Decisions) "
                + "-> FlowTransition<F> {",
            "  guard let top = state.top else { return .ignore }",
            "  if let event = F.systemBackEvent(at: top.route) {",
            "    return F.transition(from: state, on: event, decisions: decisions)",
            "  }",
            "  return state.applying(.back)",
            "}", "",
        ]
        var main: [String] = []
        for flow in program.flows where flow.name.value != "Child" {
            let name = flow.name.value
            let decisionsArgument: String
            if flow.hasDecisions {
                decisionsArgument = "answers"
                out.append("@MainActor final class \(name)Answers: \(name)Decisions {")
                out.append("  var queue: [String: [Int]] = [:]")
                out.append("  func next(_ step: String) -> Int {")
                out.append("    guard var answers = queue[step], !answers.isEmpty else { return 0 }")
                out.append("    let answer = answers.removeFirst(); queue[step] = answers; return answer")
                out.append("  }")
                for step in flow.steps where step.isDecision {
                    let type = "\(name)Choice.\(GeneratedNames.memberTypeName(ofStep: step.id.value) ?? "")"
                    out.append("  func \(GeneratedNames.escaped(step.id.value))(input: \(name)Input) -> \(type) {")
                    out.append("    switch next(\"\(step.id.value)\") {")
                    for (h, handler) in step.handlers.enumerated() {
                        out.append("    case \(h): return .\(GeneratedNames.escaped(handler.event.value))")
                    }
                    out.append("    default: fatalError(\"no such choice\")")
                    out.append("    }")
                    out.append("  }")
                }
                out.append("}")
                out.append("")
            } else {
                decisionsArgument = "()"
            }
            for walk in walks where walk.flowName == name {
                let function = "walk\(name)_\(walk.number)"
                main.append("\(function)()")
                out.append("@MainActor func \(function)() {")
                if flow.hasDecisions { out.append("  let answers = \(name)Answers()") }
                if flow.hasDecisions { out.append("  answers.queue = \(queue(walk.start))") }
                out.append(
                    "  guard \(walk.moves.count > 1 ? "var" : "let") state = report(\"\(name) w\(walk.number) m0:\", \(name)Flow.startTransition("
                        + "input: \(name)Input(), decisions: \(decisionsArgument)), from: \(name)State(input: \(name)Input())) "
                        + "else { return }")
                for (index, move) in walk.moves.enumerated() {
                    if flow.hasDecisions { out.append("  answers.queue = \(queue(move.answers))") }
                    let transition =
                        move.event.map {
                            "\(name)Flow.transition(from: state, on: \(name)Event\($0), decisions: \(decisionsArgument))"
                        } ?? "systemBack(state, \(decisionsArgument))"
                    let last = index == walk.moves.count - 1
                    out.append(
                        "  \(last ? "_ = " : "guard let next\(index) = ")report(\"\(name) w\(walk.number) m\(index + 1):\", "
                            + "\(transition), from: state)\(last ? "" : " else { return }")")
                    if !last { out.append("  state = next\(index)") }
                }
                if walk.moves.isEmpty { out.append("  _ = state") }
                out.append("}")
                out.append("")
            }
        }
        out.append("MainActor.assumeIsolated {")
        out += main.map { "  " + $0 }
        out.append("}")
        return out.joined(separator: "\n") + "\n"
    }

    private static func queue(_ answers: [(decision: String, choice: Int)]) -> String {
        var byDecision: [String: [Int]] = [:]
        var order: [String] = []
        for (decision, choice) in answers {
            if byDecision[decision] == nil { order.append(decision) }
            byDecision[decision, default: []].append(choice)
        }
        if order.isEmpty { return "[:]" }
        return "[" + order.map { "\"\($0)\": \(byDecision[$0]!)" }.joined(separator: ", ") + "]"
    }
}

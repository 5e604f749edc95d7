/// The subflow and tabs steps whose running child flow lends its input to a deep link's back stack: the child of
/// a tab, or of a subflow step some way shows at the bottom of a stack, runs as long as its parent shows it (the
/// signed-in user's tabs), while a child a screen pushes or presents runs only after the user opened it. Where the
/// flow's moves put a step at the bottom is `ReturnTargets`' to follow, by the rules of `NavigationRules`, and
/// `ReturnTargetsPropertyTests` holds it to the explorer.
///
/// deeplink-never-opens and the generated code (`FlowLinkEdge`'s `lendsInput`) read this one analysis, so the
/// links lint accepts are the links that open.
struct ResidentSteps {
    /// Parallel to `program.flows`, then to each flow's steps.
    let flows: [[Bool]]

    init(_ program: Program) {
        let navigation = NavigationAnalysis.of(program)
        flows = program.flows.indices.map { f in
            let flow = program.flows[f]
            // Only a subflow step's answer is read (a tabs step always lends): a flow with none needs no propagation.
            guard flow.steps.contains(where: { if case .subflow = $0.kind { true } else { false } }) else {
                return flow.steps.map { if case .tabs = $0.kind { true } else { false } }
            }
            // The steps some way the flow takes shows at the bottom of a stack: its first frame (the start, what a
            // start decision shows, what a close-and-go-on or a finished child shows once nothing of the flow is
            // left), or the frame a `replace` leaves. Only what can happen acts: the handlers of the steps the flow's
            // moves show, a `systemBack` handler where some way shows its screen with the system back.
            let bottom = ReturnTargets(
                flow, program, firstScreenHasSystemBack: navigation.flows[f].firstScreenHasSystemBack)
            return flow.steps.indices.map { s in
                if case .tabs = flow.steps[s].kind { return true }
                return bottom.isBottom[s]
            }
        }
    }

    /// Whether the child flow a subflow or tabs step runs lends its input to a link through it.
    func lendsInput(flow: Int, step: Int) -> Bool { flows[flow][step] }
}

extension Program {
    /// Which steps' child flows lend their input to deep links, computed once per program.
    var residentSteps: ResidentSteps { cached(ResidentSteps.self) { ResidentSteps($0) } }
}

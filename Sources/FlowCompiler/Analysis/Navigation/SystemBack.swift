/// Which screens the system can take the user back from on every way they are shown (format v2): the implicit way
/// out that dead-end and no-exit count as a `back`.
///
/// UIKit and SwiftUI give a screen a back button and swipe when a screen is below it on its navigation stack, and
/// let the user pull a sheet down. A screen has no such way out when it is the first screen of the root stack, of a
/// tab or of a full-screen modal. So a screen that allows it (no `systemBack: false`) has the implicit way out when
/// every way it is entered leaves a screen below it or shows it as a sheet:
/// - pushed from a screen, or shown as a sheet (a form or page sheet, a popover): yes; as fullScreen or
///   overFullScreen: no;
/// - by `replace`: as the first screen of the stack it replaced was (`NavigationRules`: a replaced sheet is still a
///   sheet the user can pull down; the flow's first screen, as below);
/// - pushed from a decision, subflow or tabs step (not on a stack by then): when that step has a screen below it,
///   which follows the same rules back to a screen;
/// - the flow's first step: when every subflow step that starts the flow allows it and has a screen below it or
///   presents the flow as a sheet; never for the root flow, a tab's flow or a flow nothing starts;
/// - a deep link that opens the screen on `[start, screen]`: as its own `present` shows it.
///
/// Going back from a flow's first screen leaves the flow, a cancellation the parent sees. These are conjunctions
/// over the ways in, which may loop (decisions leading to one another, flows starting one another): the answer is
/// their greatest fixpoint, found by spreading "no" from the facts that say no, each fact once. Linear in the size
/// of the program; nothing recurses.
struct SystemBack {
    /// By flow and step: the screen can be left by the system on every way it is shown.
    let waysOut: [[Bool]]
    /// By flow: its first screen, pushed on its parent's stack, has the system back (every subflow step that starts
    /// it allows it and has a screen below it, or presents it as a sheet; never for the root or a tab's flow).
    let firstScreenHasSystemBack: [Bool]

    init(_ program: Program, _ graphs: [StepGraph], reachable: [[Bool]], analyzed: [Bool]) {
        // Facts: per step of each flow, "has a screen below it" (read for decisions, subflow and tabs steps and
        // for screens); per step, "the first screen of the stack it is on has the system back" (what a `replace`
        // from it keeps); then per flow, "its first step has a screen below it".
        var base: [Int] = []
        var total = 0
        for graph in graphs {
            base.append(total)
            total += graph.stepCount
        }
        func stackFact(_ f: Int, _ step: Int) -> Int { total + base[f] + step }
        func flowFact(_ f: Int) -> Int { 2 * total + f }
        let factCount = 2 * total + graphs.count
        var holds = [Bool](repeating: true, count: factCount)
        var dependents = [[Int]](repeating: [], count: factCount)
        var no: [Int] = []
        func deny(_ fact: Int) {
            guard holds[fact] else { return }
            holds[fact] = false
            no.append(fact)
        }
        /// `fact` holds only if `required` does.
        func require(_ fact: Int, _ required: Int) { dependents[required].append(fact) }

        /// A screen, or a flow's first screen through the subflow step that starts it, entered by `edge`: shown as
        /// the first screen of a sheet (pulled down) or pushed above a screen, the system can take the user back.
        func shownFirst(_ f: Int, _ fact: Int, by edge: GoEdge) {
            switch edge.shownAs {
            case .push: if !edge.keepsSource { require(fact, base[f] + edge.source) }
            case .replace: require(fact, stackFact(f, edge.source))
            case let modal: if !modal.isUserDismissable { deny(fact) }
            }
        }
        /// The first screen of the stack a step entered by `edge` is on: the source's stack's when pushed or
        /// replaced, the step itself when it opens a modal.
        func stackFirst(_ f: Int, _ fact: Int, by edge: GoEdge) {
            switch edge.shownAs {
            case .push, .replace: require(fact, stackFact(f, edge.source))
            case let modal: if !modal.isUserDismissable { deny(fact) }
            }
        }
        /// A decision, subflow or tabs step entered by `edge`: whether a screen is below it when it acts (a child
        /// presented as a modal has ended, with its modal, before its step's handler runs).
        func leftBelow(_ f: Int, _ fact: Int, by edge: GoEdge) {
            switch edge.shownAs {
            case .replace: deny(fact)
            case .push, .sheet, .fullScreen, .formSheet, .pageSheet, .overFullScreen, .popover:
                if !edge.keepsSource { require(fact, base[f] + edge.source) }
            }
        }
        func entries(_ f: Int, _ step: Int) -> [GoEdge] {
            graphs[f].incoming.edges(of: step).lazy.map { graphs[f].edges[graphs[f].incoming.target($0)] }
                .filter { reachable[f][$0.source] }
        }
        /// An alert's button that goes to a step closes the alert first, then shows the step from the screen below
        /// the alert (`NavigationRules`): its ways in are the alert's, from where the alert was shown. An alert a
        /// start decision shows first has nothing of the flow below it.
        func throughAlerts(_ f: Int, _ edge: GoEdge) -> [GoEdge] {
            guard edge.closesModal, graphs[f].isAlert[edge.source] else { return [edge] }
            return graphs[f].waysShown(ofAlert: edge.source).filter { reachable[f][$0.source] }.map { into in
                var shown = edge
                shown.source = into.source
                shown.keepsSource = into.keepsSource
                return shown
            }
        }

        var starters = [[(flow: Int, step: Int)]](repeating: [], count: graphs.count)
        var isTab = [Bool](repeating: false, count: graphs.count)
        for (f, flow) in program.flows.enumerated() where analyzed[f] {
            for s in flow.steps.indices where reachable[f][s] {
                switch flow.steps[s].kind {
                case .subflow(let child):
                    if let c = program.index(ofFlow: child.value) { starters[c].append((f, s)) }
                case .tabs(let tabs):
                    for tab in tabs { if let c = program.index(ofFlow: tab.value) { isTab[c] = true } }
                case .screen, .decision:
                    break
                }
            }
        }
        for (f, flow) in program.flows.enumerated() {
            let graph = graphs[f]
            guard analyzed[f] else {
                deny(flowFact(f))
                continue
            }
            if program.root == flow.name.value || isTab[f] || starters[f].isEmpty { deny(flowFact(f)) }
            for (p, s) in starters[f] {
                if !program.flows[p].steps[s].allowsSystemBack { deny(flowFact(f)) }
                if s == graphs[p].start { require(flowFact(f), flowFact(p)) }
                for edge in entries(p, s) { shownFirst(p, flowFact(f), by: edge) }
            }
            for s in 0..<graph.stepCount where reachable[f][s] {
                let fact = base[f] + s
                if graph.isRoot[s] {
                    require(fact, flowFact(f))
                    require(stackFact(f, s), flowFact(f))
                }
                for edge in entries(f, s).flatMap({ throughAlerts(f, $0) }) {
                    if graph.isTransparent[s] {
                        leftBelow(f, fact, by: edge)
                        // It acts from the stack it was entered from (a child's modal is gone by then).
                        require(stackFact(f, s), stackFact(f, edge.source))
                    } else {
                        shownFirst(f, fact, by: edge)
                        stackFirst(f, stackFact(f, s), by: edge)
                    }
                }
            }
            // A deep link no way of transitions builds opens its screen on [start, screen], as its `present` says
            // (a full-screen one is the first screen of its modal).
            for screen in graph.deepLinked {
                let own = flow.steps[screen].defaultPresentation
                if own.isModal && !own.isUserDismissable {
                    deny(base[f] + screen)
                    deny(stackFact(f, screen))
                } else if !own.isModal, let start = graph.start {
                    require(stackFact(f, screen), stackFact(f, start))
                }
            }
        }
        var head = 0
        while head < no.count {
            let fact = no[head]
            head += 1
            for dependent in dependents[fact] { deny(dependent) }
        }
        firstScreenHasSystemBack = program.flows.indices.map { holds[flowFact($0)] }
        waysOut = program.flows.indices.map { f in
            program.flows[f].steps.indices.map { s in
                let step = program.flows[f].steps[s]
                // Where the ways in are not known (read errors, an unreachable step), the screen gets the benefit
                // of the doubt: unreachable-step or the read error says what is wrong.
                let known = analyzed[f] && reachable[f][s]
                return step.isScreen && step.allowsSystemBack && (!known || holds[base[f] + s])
            }
        }
    }
}

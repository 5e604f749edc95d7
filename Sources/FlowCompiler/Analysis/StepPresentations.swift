/// How a flow shows each of its steps above another step of its stack, in the runtime's styles (`FlowPresentation`):
/// what the generated `presentations(of:)` says, so that a restored step is shown as the current flow shows it, not as
/// an older build saved it (docs/generated-code.md, "State restoration"), and what `flowc diff` compares.
///
/// A step's styles are those of every transition that enters it (the transition's `present`, else the step's own) and
/// of the entries' stacks above their first step; an alert's is its own. `replace` puts its target first in the stack
/// it replaces, shown as that stack's first step was: any style a modal of the flow opens with. Decisions the app
/// answers at once are never on a stack. The step's own `present` comes first: a saved style the flow no longer shows
/// the step with is restored so.
struct StepPresentations: Sendable {
    /// By step: the styles, the step's own first; empty for a step no transition enters (its start) or that is never
    /// on a stack.
    let styles: [[String]]

    init(_ flow: Flow) {
        var found = [[String]](repeating: [], count: flow.steps.count)
        var replaced = [Bool](repeating: false, count: flow.steps.count)
        var modals: [String] = []
        func add(_ style: String, to step: Int) {
            if !found[step].contains(style) { found[step].append(style) }
        }
        for source in flow.steps {
            for handler in source.handlers {
                guard case .go(let name) = handler.transition.kind, let target = flow.index(ofStep: name.value) else {
                    continue
                }
                let step = flow.steps[target]
                guard step.isOnStack else { continue }
                if let alert = step.alert {
                    add(alert.style.rawValue, to: target)
                    continue
                }
                let present = handler.transition.present?.value ?? step.defaultPresentation
                if present == .replace {
                    replaced[target] = true
                    continue
                }
                add(present.rawValue, to: target)
                if present.isModal, !modals.contains(present.rawValue) { modals.append(present.rawValue) }
            }
        }
        for entry in flow.entries {
            for id in entry.steps.dropFirst() {
                guard let index = flow.index(ofStep: id.value), flow.steps[index].isOnStack else { continue }
                add(flow.steps[index].defaultPresentation.rawValue, to: index)
            }
        }
        for step in flow.steps.indices where replaced[step] {
            for style in modals { add(style, to: step) }
        }
        // The step's own style first: a saved style the flow no longer shows is restored as the step says.
        styles = flow.steps.indices.map { index in
            let own = flow.steps[index].alert?.style.rawValue ?? flow.steps[index].defaultPresentation.rawValue
            guard let position = found[index].firstIndex(of: own), position > 0 else { return found[index] }
            var list = found[index]
            list.remove(at: position)
            return [own] + list
        }
    }
}

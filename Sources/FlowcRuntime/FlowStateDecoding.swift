// Reading a saved state back (docs/generated-code.md, "State restoration"). A state saved by an older build of the
// app may hold a step this build no longer decodes: a step renamed or removed, params of another type, a live value
// the app cannot give. Restoring all or nothing would lose the whole navigation for one such step, so each flow keeps
// its steps up to the first one that fails, and each child flow (a subflow step's, each tab's) is read the same way
// inside its step, on its own. A flow left with no step enters its start when its coordinator starts: never an empty
// app. Only a state whose input fails is lost, with the step that holds it (the root's: the app starts afresh).

extension FlowState {
    private enum SavedKeys: String, CodingKey {
        case input, steps, nextStepID
    }

    /// Reads a saved state, each flow cut at its first step that no longer decodes; a restored step is shown as the
    /// current flow shows it (`restoredStyle`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SavedKeys.self)
        let input = try container.decode(Flow.Input.self, forKey: .input)
        var saved = try container.nestedUnkeyedContainer(forKey: .steps)
        var steps: [FlowStep<Flow.Route>] = []
        while !saved.isAtEnd, let step = try? saved.decode(FlowStep<Flow.Route>.self) {
            steps.append(
                FlowStep(id: step.id, route: step.route, style: Self.restoredStyle(of: step, isBottom: steps.isEmpty)))
        }
        let next = try container.decode(Int.self, forKey: .nextStepID)
        self.init(input: input, restoredSteps: steps, nextStepID: max(next, (steps.map(\.id).max() ?? -1) + 1))
    }

    /// How a restored step is shown: as the current flow shows that step (`FlowDefinition.presentations(of:)`), so
    /// that its handlers, written for that, work (a step now presented as a sheet is restored in a sheet, which its
    /// `dismiss` closes, even when an older build saved it pushed). A style the flow still shows it with is kept; the
    /// first step keeps its own, which is how the flow itself is shown (a start decision that presents); a step the
    /// flow does not say is kept as saved.
    static func restoredStyle(of step: FlowStep<Flow.Route>, isBottom: Bool) -> FlowPresentation {
        guard !isBottom else { return step.style }
        let current = Flow.presentations(of: Flow.step(step.route).name)
        return current.contains(step.style) ? step.style : current.first ?? step.style
    }
}

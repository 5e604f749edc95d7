/// The screens a flow shows after one of its deep links opens, on the flow just started (format.md, "Deep links"):
/// on top of the screen it started on when that screen leads to the linked one, else on the link's own back stack
/// (`LinkStacks`, the stack a shortest way from the start builds, or the entry's). Values are left out.
extension SimulatedNavigation {
    /// For flow `flowIndex`, the screens after a link to each of its screens: its start and its link stacks are
    /// worked out once, for all its links.
    func linkScreens(of flowIndex: Int) -> (Int) -> [String]? {
        let flow = self.flow(flowIndex)
        let started = start(flowIndex)
        let stacks = LinkStacks(flow, StepGraph(flow, program.transitionTargets.flows[flowIndex], program))
        return { target in
            let targetStep = flow.steps[target]
            guard targetStep.isScreen, !targetStep.isAlert else { return nil }
            if let top = started.top?.step, top != target, flow.steps[top].isScreen, !flow.steps[top].isAlert,
                let style = self.linkStyle(showing: target, from: top, in: flow)
            {
                return self.screenLines(of: started) + [
                    "\(flow.name.value).\(targetStep.id.value)" + self.styleSuffix(style)
                ]
            }
            return stacks.stack(to: target).map { entry in
                "\(flow.name.value).\(flow.steps[entry.step].id.value)" + self.styleSuffix(entry.style.rawValue)
            }
        }
    }

    /// How screen `source` shows `target` by its first transition there (not a close-and-go-on, not `replace`).
    private func linkStyle(showing target: Int, from source: Int, in flow: Flow) -> String? {
        for handler in flow.steps[source].handlers
        where handler.transition.closesModalFirst == nil && !handler.isAppEvent {
            guard case .go(let name) = handler.transition.kind, flow.index(ofStep: name.value) == target else {
                continue
            }
            let presentation = handler.transition.present?.value ?? flow.steps[target].defaultPresentation
            if presentation != .replace { return presentation.rawValue }
        }
        return nil
    }
}

/// What a change of how a flow shows a step (its own `present`, a transition's) does to a state an older build saved.
/// The runtime restores each step as the current flow shows it (`StepPresentations`, the generated
/// `presentations(of:)`): a style the new version still shows the step with is kept, any other becomes the step's own.
/// So a saved state always decodes; what changes is how the step comes back, which the message says in the terms a
/// developer sees on screen.
extension RestorationChanges {
    /// The change of `step` (old) as `now` (new), given how each version shows it; nil when restored states show it as
    /// before and its own `present` is the same.
    static func styleChange(
        _ step: Step, shown old: [String], _ now: Step, shown new: [String], place: String,
        subject: FlowChange.Subject
    ) -> FlowChange? {
        // A step the old version never showed above another is saved only at the bottom, which keeps its style.
        guard old != new, !old.isEmpty else { return nil }
        // Each style the old version could save the step with, and the one the new version restores it with.
        let moved = old.compactMap { saved -> (saved: String, restored: String)? in
            let restored = new.contains(saved) ? saved : new.first ?? saved
            return restored == saved ? nil : (saved, restored)
        }
        let ownChanged = (step.present?.value ?? .push) != (now.present?.value ?? .push)
        guard !moved.isEmpty || ownChanged else { return nil }
        let effect =
            moved.isEmpty
            ? "a state saved with it \(old.map(savedAs).orList()) restores it as it was saved, a way the flow still "
                + "shows it"
            : moved.map { "a state saved with it \(savedAs($0.saved)) \(restores($0.saved, $0.restored))" }
                .joined(separator: "; ")
        return FlowChange(
            .restorationStyleChanged, .compatible, subject,
            "\(place) is shown \(new.map(shownAs).orList()) instead of \(old.map(shownAs).orList()): \(effect)",
            old: step.present?.location ?? step.id.location, new: now.present?.location ?? now.id.location)
    }

    /// What restoring a step saved in style `saved` as `restored` does, in the terms of what the user sees.
    static func restores(_ saved: String, _ restored: String) -> String {
        switch (saved == "push", restored == "push") {
        case (true, false):
            return "restores it \(shownAs(restored)), as the flow shows it now: what was saved above it opens in that "
                + "\(noun(restored)) too, and closing the \(noun(restored)) goes back to the screen below it"
        case (false, true):
            return "restores it pushed onto the screen below it, as the flow shows it now, with what was saved above "
                + "it"
        default:
            var text = "restores it \(shownAs(restored)), as the flow shows it now"
            let before = isUserDismissable(saved)
            let after = isUserDismissable(restored)
            if before && !after { text += ": users can no longer pull it down or tap outside it" }
            if after && !before { text += ": users can now close it by themselves (a pull-down, a tap outside)" }
            return text
        }
    }

    static func isUserDismissable(_ style: String) -> Bool {
        Presentation(rawValue: style)?.isUserDismissable ?? false
    }

    /// `pushed`, `in a sheet`, `as an alert`: how a state saved it.
    static func savedAs(_ style: String) -> String {
        style == "push" ? "pushed" : shownAs(style)
    }

    /// `pushed`, `in a sheet`, `full screen`, `as an alert`.
    static func shownAs(_ style: String) -> String {
        switch style {
        case "push": return "pushed"
        case "fullScreen": return "full screen"
        case "overFullScreen": return "over the full screen"
        case "alert", "dialog": return "as " + noun(style).withArticle
        default: return "in " + noun(style).withArticle
        }
    }

    /// `sheet`, `form sheet`, `popover`, `confirmation dialog`.
    static func noun(_ style: String) -> String {
        switch style {
        case "fullScreen": return "full-screen modal"
        case "overFullScreen": return "over-full-screen modal"
        case "formSheet": return "form sheet"
        case "pageSheet": return "page sheet"
        case "dialog": return "confirmation dialog"
        default: return style
        }
    }
}

extension String {
    /// `a sheet`, `an alert`.
    fileprivate var withArticle: String {
        (first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + self
    }
}

extension Array where Element == String {
    /// `pushed`, `pushed or in a sheet`, `pushed, in a sheet or full screen`.
    fileprivate func orList() -> String {
        guard count > 1 else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " or " + last!
    }
}

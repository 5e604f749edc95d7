// Alerts and confirmation dialogs (format v2): what `alert(at:)` says of each (its text and, per button, its label,
// role and event), for the hosts to present with no screen of the app's.

extension FlowViewModelBuilder {
    /// The cases of `alert(at:)`, one per alert step; nil when the flow shows none.
    func alertCases() -> [SwitchCase]? {
        let alerts = flow.steps.filter(\.isAlert)
        guard !alerts.isEmpty else { return nil }
        return alerts.compactMap { step in
            guard let alert = step.alert else { return nil }
            let name = escaped(step.id.value)
            // An app event (format v2) is no button.
            let buttons = step.handlers.filter { !$0.isAppEvent }.map { handler -> SwiftCode in
                let title = handler.transition.buttonTitle?.value ?? Self.buttonTitle(handler.event.value)
                let role = WrongValue.role(of: handler).map { "." + $0.rawValue } ?? "nil"
                let event = ".\(name)(.\(escaped(handler.event.value)))"
                return .text("(title: \(SwiftNames.stringLiteral(title)), role: \(role), event: \(event))")
            }
            let content = SwiftCode.list(
                "FlowAlertContent(",
                [
                    .text("style: .\(alert.style.rawValue)"),
                    .text("title: \(SwiftNames.stringLiteral(alert.title.value))"),
                    .text("message: \(alert.message.map { SwiftNames.stringLiteral($0.value) } ?? "nil")"),
                    .list(open: "buttons: [", items: buttons, close: "]", alwaysBreaks: buttons.count > 1),
                ], ")")
            let pattern = "case .\(name):"
            let flat = pattern + " " + content.flat
            if 4 + SwiftCode.characterCount(flat) <= SwiftCode.lineLength {
                return SwitchCase(patternLines: [flat], bodyLines: [])
            }
            var lines = content.lines(at: 6)
            if buttons.count > 1 { lines = addTrailingComma(lines, beforeClosing: "]") }
            return SwitchCase(patternLines: [pattern], bodyLines: lines)
        }
    }

    /// A button's default label, from its event: `logOut` is "Log Out", a key of the `Flows` strings table of the flow's module.
    static func buttonTitle(_ event: String) -> String {
        var words: [String] = []
        var word = ""
        for character in event {
            if character.isUppercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}

/// `flowc scaffold FLOW`: the app's side of a flow, to start from, written once: a screens type with a stub per
/// screen, a decisions type whose answers are stored (set them from the app's state), and the wiring. It compiles
/// with the flow's generated code as it is; the app then makes each stub its real screen.
///
/// The signatures are the generated protocols' own (`FlowViewModelBuilder`), so a scaffold always conforms.
public enum ScaffoldWriter {
    /// What the screens are.
    public enum UI: String, CaseIterable, Sendable {
        /// `UIViewController`s, for `FlowUIKitHost`.
        case uikit
        /// SwiftUI views as `AnyView`, for `FlowHostView`.
        case swiftui

        var framework: String { self == .uikit ? "UIKit" : "SwiftUI" }
        var screenType: String { self == .uikit ? "UIViewController" : "AnyView" }

        /// The stub of screen `step`: its name shown, until the app makes it.
        func stub(_ step: String) -> [String] {
            let name = SwiftNames.stringLiteral(step)
            switch self {
            case .uikit:
                return ["let screen = UIViewController()", "screen.title = \(name)", "return screen"]
            case .swiftui:
                return ["AnyView(Text(\(name)))"]
            }
        }
    }

    /// The file of flow `flowName`: `<Flow>Scaffold.swift`.
    public static func file(flow flowName: String, in program: Program, ui: UI) throws(GenerationError) -> OutputFile {
        guard let index = program.index(ofFlow: flowName) else {
            throw GenerationError(location: nil, message: "no flow named '\(flowName)'")
        }
        let flow = program.flows[index]
        let model = try FlowViewModelBuilder(
            program: program, values: ValueFlow.of(program), flowIndex: index, access: "", sourceLocations: false
        ).build()
        let stem = model.typeStem
        var lines = [
            "// The app's side of the \(flowName) flow, written once by `flowc scaffold` from \(model.sourceFile):",
            "// yours to edit. A screen or a decision added to the flow later is a requirement the compiler asks for.",
            "",
            "import FlowcRuntime",
            "import Foundation",
            "import \(ui.framework)",
        ]
        lines += flow.imports.map { "import \($0.value)" }
        if model.hasScreens {
            lines += [""] + screens(model, stem: stem, ui: ui)
        }
        let answers = flow.hasDecisions ? decisions(flow, model, stem: stem) : nil
        if let answers {
            lines += [""] + answers.lines
        }
        lines += [""] + wiring(model, stem: stem, ui: ui, answers: answers)
        return OutputFile(path: "\(stem)Scaffold.swift", text: lines.joined(separator: "\n") + "\n")
    }

    /// `struct <Flow>Views: <Flow>Screens`, a stub per screen.
    private static func screens(_ model: FlowViewModel, stem: String, ui: UI) -> [String] {
        var lines = [
            "/// The screens of the \(model.flowName) flow: each method makes its screen, which calls `send` with its",
            "/// events as the user acts.",
            "struct \(stem)Views: \(stem)Screens {",
        ]
        for (index, screen) in model.screens.enumerated() {
            guard let (name, method) = screen.screenMethod(returning: ui.screenType) else { continue }
            if index > 0 { lines.append("") }
            lines += method.map { "    " + $0 }
            lines[lines.count - 1] += " {"
            lines += ui.stub(name).map { "        " + $0 } + ["    }"]
        }
        lines.append("}")
        return lines
    }

    /// `final class <Flow>Answers: <Flow>Decisions`: each answer stored, by default the first choice that carries
    /// no values; a decision whose every choice carries values is set when the class is made.
    private static func decisions(_ flow: Flow, _ model: FlowViewModel, stem: String) -> (
        lines: [String], needsArguments: Bool
    ) {
        var lines = [
            "/// The answers to the \(model.flowName) flow's decisions: set each from your app's state (the signed-in",
            "/// user, a server's reply) before the flow asks.",
            "@MainActor",
            "final class \(stem)Answers: \(stem)Decisions {",
        ]
        var required: [(name: String, type: String)] = []
        var methods: [String] = []
        for step in flow.steps where step.isDecision {
            guard
                let decision = model.decisions.first(where: { $0.methodName == GeneratedNames.escaped(step.id.value) })
            else { continue }
            let type = "\(stem)Choice.\(SwiftNames.memberTypeName(ofStep: step.id.value))"
            let property = "\(step.id.value)Answer"
            if let plain = step.handlers.first(where: { $0.transition.with.isEmpty }) {
                lines.append("    var \(property): \(type) = .\(GeneratedNames.escaped(plain.event.value))")
            } else {
                lines.append("    var \(property): \(type)")
                required.append((property, type))
            }
            methods += [""] + decision.conformingLines(at: "    ", answer: property)
        }
        if !required.isEmpty {
            lines += [""]
            lines.append("    init(" + required.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ") {")
            lines += required.map { "        self.\($0.name) = \($0.name)" }
            lines.append("    }")
        }
        lines += methods + ["}"]
        return (lines, !required.isEmpty)
    }

    /// `extension <Flow>Wiring`: the flow wired with its scaffold, and the wirings of the flows it starts.
    private static func wiring(
        _ model: FlowViewModel, stem: String, ui: UI, answers: (lines: [String], needsArguments: Bool)?
    ) -> [String] {
        var parameters: [String] = []
        var arguments: [String] = []
        if model.hasScreens { arguments.append("screens: \(stem)Views()") }
        if let answers {
            parameters.append("decisions: \(stem)Answers" + (answers.needsArguments ? "" : " = \(stem)Answers()"))
            arguments.append("decisions: decisions")
        }
        for child in model.wiringChildren {
            parameters.append("\(child.name): \(child.typeName)<\(ui.screenType)>")
            arguments.append("\(child.name): \(child.name)")
        }
        return [
            "extension \(stem)Wiring where Screen == \(ui.screenType) {",
            "    /// The \(model.flowName) flow wired with these screens"
                + (answers == nil ? "" : " and answers")
                + (model.wiringChildren.isEmpty ? "." : ", and the wirings of the flows it starts."),
            list("    static func scaffold(", parameters, ") -> Self {"),
            list("        \(stem)Wiring(", arguments, ")"),
            "    }",
            "}",
        ]
    }

    /// `open` items `close` on one line when it fits 120 columns, else one item a line, indented four more.
    private static func list(_ open: String, _ items: [String], _ close: String) -> String {
        let flat = open + items.joined(separator: ", ") + close
        guard flat.count > 120, !items.isEmpty else { return flat }
        let indent = String(repeating: " ", count: open.prefix { $0 == " " }.count + 4)
        let body = items.map { indent + $0 }.joined(separator: ",\n")
        // No trailing comma: a parameter list takes one only from Swift 6.1.
        return open + "\n" + body + "\n" + String(indent.dropLast(4)) + close.drop { $0 == " " }
    }
}

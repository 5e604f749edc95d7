import FlowcTemplates
import Foundation
import Testing

@testable import FlowCompiler

/// The Swift generator's parts on their own: layout, spelling, the view model of a flow, templates.
struct SwiftGeneratorTests {
    private func model(_ yaml: String..., flow index: Int = 0, access: String = "") throws -> FlowViewModel {
        let files = yaml.enumerated().map { SourceFile(path: "f\($0.offset).flow.yaml", text: $0.element) }
        let result = Compiler.check(files)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return try FlowViewModelBuilder(
            program: result.program, values: ValueFlow.of(result.program), flowIndex: index, access: access
        ).build()
    }

    // MARK: Layout and spelling

    @Test func codeFitsOnOneLineOrBreaksOneItemPerLine() {
        let call = SwiftCode.list("return .show(", [.list(".verifyCode(", ["email: email"], ")"), ".push"], ")")
        #expect(call.lines(at: 8) == ["return .show(.verifyCode(email: email), .push)"])
        let long = SwiftCode.list(
            "return .show(",
            [.list(".verifyCode(", [.text("email: " + String(repeating: "e", count: 90))], ")"), ".push"], ")")
        #expect(
            long.lines(at: 8) == [
                "return .show(", "  .verifyCode(", "    email: " + String(repeating: "e", count: 90), "  ),", "  .push",
                ")",
            ])
        #expect(
            SwiftCode.list("func a(", ["x: Int"], ") -> S", alwaysBreaks: true).lines(at: 2) == [
                "func a(", "  x: Int", ") -> S",
            ])
        let chain = SwiftCode.chain(head: "typealias D =", items: (0..<12).map { "Flow\($0)Decisions" }, separator: "&")
        #expect(chain.lines(at: 2).first == "typealias D =")
        #expect(chain.lines(at: 2)[2] == "  & Flow1Decisions")
        #expect(chain.lines(at: 2).allSatisfy { $0.count + 2 <= 120 })
    }

    @Test func stringLiteralsAndDocCommentsEscapeWhatWouldBreakCode() {
        #expect(SwiftNames.stringLiteral("a\"b\\(c)\n\t\u{7}") == #""a\"b\\(c)\n\t\u{7}""#)
        #expect(
            SwiftNames.docLines("One */ \"two\" \\(x)  \n\nthree\n\n") == [
                "/// One */ \"two\" \\(x)", "///", "/// three",
            ])
        #expect(SwiftNames.docLines(nil) == [])
        #expect(SwiftNames.docLines("a\u{1}b") == ["/// a\\u{1}b"])
    }

    @Test func namesFollowTheSchemeOfGeneratedNames() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.label("default") == "default")
        #expect(SwiftNames.label("inout") == "`inout`")
        #expect(SwiftNames.memberTypeName(ofStep: "type") == "TypeStep")
        #expect(SwiftNames.memberTypeName(ofStep: "self") == "`Self`")
        #expect(SwiftNames.tabOutcomeCase(flow: "Profile", outcome: "signedOut") == "profileSignedOut")
        var taken: Set<String> = ["inputValue"]
        #expect(SwiftNames.local("input", taken: &taken) == "inputValue2")
        #expect(SwiftNames.local("email", taken: &taken) == "email")
    }

    // MARK: The view model of a flow

    @Test func aFlowsViewModel() throws {
        let flow = try model(
            """
            flow: Auth
            summary: Signs in.
            imports: [Zeta, Alpha]
            input:
              email: String?
            outcomes:
              signedIn: { userId: UUID }
            start: login
            steps:
              login:
                summary: E-mail.
                params: { email: String? }
                deeplink: /login?email={email}
                on:
                  submit: { to: code, with: { email: String } }
                  forgot: { to: code, present: sheet, with: { email: String } }
              code:
                params: { email: String }
                on:
                  verified: { finish: signedIn, with: { userId: UUID } }
                  back: back
            """)
        #expect(flow.imports == ["Alpha", "Foundation", "Zeta"])
        #expect(flow.doc == ["/// Signs in."])
        #expect(flow.input.fields == [.init(name: "email", label: "email", type: "String?")])
        #expect(flow.input.isDefault)
        #expect(flow.input.inits.isEmpty, "internal access: Swift synthesizes the initializer")
        #expect(flow.outcomes.map(\.lines) == [["case signedIn(userId: UUID)"]])
        #expect(flow.routes.map(\.lines) == [["case login(email: String?)"], ["case code(email: String)"]])
        #expect(flow.routes.map(\.doc) == [["/// E-mail."], []])
        #expect(flow.startLines == [".show(.login(email: input.email), .push)"])
        // One case per handler of `switch (event, route)`, binding what the handler uses (no param of login).
        #expect(
            flow.actionCases.map(\.patternLines) == [
                ["case (.login(.submit(let email)), .login): .show(.code(email: email), .push)"],
                ["case (.login(.forgot(let email)), .login): .show(.code(email: email), .sheet)"],
                ["case (.code(.verified(let userId)), .code): .finish(.signedIn(userId: userId))"],
                ["case (.code(.back), .code): .back"],
            ])
        #expect(flow.actionDefault, "two steps: an event can meet the other step's route")
        #expect(flow.decisionsType == "Void", "no decision steps")
        #expect(flow.linkPatternsLines == [#"static let linkPatterns: [String] = ["/login?email={email}"]"#])
        #expect(
            flow.deepLinks[0].conditionLines == [
                #"if let match = link.match("/login?email={email}"), let email: String? = match.optionalValue("email") {"#
            ])
        #expect(flow.screens[0].lines == ["func login(email: String?, send: FlowSender<AuthEvent.Login>) -> Screen"])
        #expect(
            flow.stepInfos.map(\.patternLines) == [
                [#"case .login(let email): .screen("login", email)"#],
                [#"case .code(let email): .screen("code", email)"#],
            ])
    }

    /// Values come by name from the event's `with`, the step's params, the flow's input, or a child's outcome; a
    /// value named like a local of the generated code is bound under another name.
    @Test func valuesByNameAndReservedLocals() throws {
        let flow = try model(
            """
            flow: Shop
            input:
              route: String
              input: Int
            outcomes:
              done: { input: Int, route: String }
              paidWith: { event: Int }
            start: cart
            steps:
              cart:
                params: { input: Int, route: String }
                on:
                  pay: payment
                  finish: { finish: done }
              payment:
                flow: Pay
                on:
                  paid: { finish: paidWith }
            """,
            """
            flow: Pay
            input:
              input: Int
            outcomes:
              paid: { event: Int }
            start: card
            steps:
              card:
                params: { input: Int }
                on:
                  ok: { finish: paid, with: { event: Int } }
            """)
        let cases = flow.actionCases.flatMap(\.patternLines) + flow.actionCases.flatMap(\.bodyLines)
        #expect(
            cases.contains(
                "case (.cart(.pay), .cart(let inputValue, _)): .show(.payment(PayState(input: PayInput(input: inputValue))), .push)"
            ) || cases.contains("case (.cart(.pay), .cart(let inputValue, _)):"), "\(cases)")
        #expect(
            cases.contains(
                "case (.cart(.finish), .cart(let inputValue, let routeValue)): .finish(.done(input: inputValue, route: routeValue))"
            ) || cases.contains("case (.cart(.finish), .cart(let inputValue, let routeValue)):"), "\(cases)")
        #expect(
            cases.contains("case (.payment(.paid(let eventValue)), .payment): .finish(.paidWith(event: eventValue))"),
            "\(cases)")
        #expect(
            flow.childCases[0].bodyLines == [
                "return FlowChild(", "  FlowCoordinator(state: state, wiring: wiring.pay()),",
                "  route: ShopRoute.payment,",
                "  outcome: ShopEvent.payment", ")",
            ])
    }

    @Test func publicAccessDeclaresInitializers() throws {
        let flow = try model(
            """
            flow: Box
            input:
              default: String?
              self: Int?
            start: a
            steps:
              a: { terminal: true }
            """, access: "public ")
        #expect(
            flow.input.inits.map(\.lines) == [
                [
                    "public init(default: String?, self selfValue: Int?) {", "  self.`default` = `default`",
                    "  self.`self` = selfValue", "}",
                ],
                ["public init() {", "  self.init(default: nil, self: nil)", "}"],
            ])
    }

    @Test func tabsStepsAndTheirOutcomes() throws {
        let app = try model(
            """
            flow: App
            start: main
            steps:
              main:
                tabs: [Home, Settings]
                on:
                  Settings.signedOut: bye
              bye: { terminal: true }
            """,
            """
            flow: Home
            start: feed
            steps:
              feed: { terminal: true }
            """,
            """
            flow: Settings
            input:
              user: String?
            outcomes:
              signedOut: { reason: String }
            start: list
            steps:
              list:
                on:
                  out: { finish: signedOut, with: { reason: String } }
            """)
        #expect(app.tabs.map(\.typeName) == ["Main"])
        #expect(app.tabs[0].fields.map(\.name) == ["home", "settings"])
        #expect(app.tabs[0].tabList == "0 for Home, 1 for Settings")
        #expect(app.routes[0].lines == ["case main(AppTabs.Main)"])
        #expect(
            app.eventTypes.first { $0.typeName == "Main" }?.cases.map(\.lines) == [
                ["case settingsSignedOut(reason: String)"]
            ])
        #expect(app.actionCases[0].patternLines == ["case (.main(.settingsSignedOut), .main): .show(.bye, .push)"])
        #expect(
            app.startLines.joined(separator: "\n").contains("settings: SettingsState(input: SettingsInput(user: nil))"))
        #expect(app.linkEdges.map(\.childFlow) == ["Home", "Settings"])
        #expect(app.linkEdges[1].routeLines[3] == "tabs.selectedTab = 1")
        #expect(app.tabs[0].newLines.joined().contains("selectedTab: 0"))
    }

    /// `presentations(of:)`, what a restored step is shown as: every way a transition or an entry shows each step,
    /// its own `present` first; an alert as itself; a `replace` target as any modal of the flow opens; nothing for the
    /// start, which only the bottom holds.
    @Test func howTheFlowShowsEachStepForRestoredStates() throws {
        let flow = try model(
            """
            flow: Notes
            start: list
            entries:
              shared: [list, detail, editor]
            steps:
              list:
                on:
                  open: detail
                  add: { to: editor, present: sheet }
                  remove: confirm
              detail:
                on:
                  edit: { to: editor, present: fullScreen }
                  back: back
              editor:
                present: push
                on:
                  saved: { to: detail, present: replace }
                  back: back
              confirm:
                alert: { title: Remove? }
                on:
                  cancel: back
            """)
        #expect(
            flow.restoredPresentationCases == [
                #"case "detail", "editor": [.push, .sheet, .fullScreen]"#, #"case "confirm": [.alert]"#,
            ])
    }

    // MARK: Templates

    /// The templates built into flowc are the files of Templates/, every one of them, byte for byte (SwiftPM
    /// embeds them; a template left out of Package.swift's resources or of `BuiltInTemplates` fails here).
    @Test func builtInTemplatesAreTheFilesOfTemplates() throws {
        let directory = Repository.path("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".mustache") }
            .sorted()
        #expect(BuiltInTemplates.all.map(\.name).sorted() == names)
        for template in BuiltInTemplates.all {
            #expect(template.text == (try Repository.text("Templates/" + template.name)), "\(template.name)")
        }
        #expect(TemplateSet.templateNames.allSatisfy(names.contains))
    }

    /// The public types of the runtime library (and of its hosts, where they exist) are the names GeneratedNames
    /// reserves (reserved-name and type-name-collision use them).
    @Test func runtimeTypeNamesMatchTheLibraries() throws {
        var declared: [String] = []
        for library in ["Sources/FlowcRuntime", "Sources/FlowcUIKit", "Sources/FlowcSwiftUI"] {
            let directory = Repository.path(library)
            guard FileManager.default.fileExists(atPath: directory) else { continue }
            for file in try Toolchain.swiftFilesRecursively(in: directory) {
                // The runtime's top-level declarations; the hosts', which are inside `#if canImport(…)`, two deeper.
                let indent = library.hasSuffix("FlowcRuntime") ? "" : "  "
                for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
                    let words = line.split(whereSeparator: { " :<{(".contains($0) })
                    // Private types are the library's own: an app never sees them.
                    guard line.hasPrefix(indent), line.dropFirst(indent.count).first != " ", !line.contains("private "),
                        let keyword = words.firstIndex(where: {
                            ["struct", "enum", "class", "protocol"].contains(String($0))
                        }),
                        keyword + 1 < words.count, !words[..<keyword].contains(where: { $0.hasPrefix("//") })
                    else { continue }
                    declared.append(String(words[keyword + 1]))
                }
            }
        }
        #expect(Set(declared).isSubset(of: Set(GeneratedNames.runtimeTypeNames)), "\(declared.sorted())")
        #expect(declared.contains("FlowCoordinator") && declared.contains("FlowWiring"))
    }

    @Test func templateParseErrorsNameTheFileLineAndColumn() {
        #expect(throws: TemplateSet.Failure.self) {
            try TemplateSet(sources: [("Flow.swift.mustache", "custom/Flow.swift.mustache", "a\nb {{#x}}\n")])
        }
        do {
            _ = try TemplateSet(sources: [("Flow.swift.mustache", "custom/Flow.swift.mustache", "a\n{{#x}}\n{{/y}}\n")])
        } catch {
            #expect(error.file == "custom/Flow.swift.mustache")
            #expect(error.line == 3)
            #expect(error.description.hasPrefix("custom/Flow.swift.mustache:3:"))
        }
    }

    /// A flow named like a support file would overwrite it: the generator refuses.
    /// No file of flowc's own is written beside the flows' any more: a flow may be named `FlowRuntime`.
    @Test func aFlowNamedLikeTheOldRuntimeFileIsFine() throws {
        let result = Compiler.check([
            SourceFile(path: "r.flow.yaml", text: "flow: FlowRuntime\nstart: a\nsteps:\n  a: { terminal: true }\n")
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        #expect(files.map(\.path) == ["FlowRuntime.swift"])
    }
}

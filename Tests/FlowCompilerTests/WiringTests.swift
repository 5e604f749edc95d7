import Foundation
import Testing

@testable import FlowCompiler

/// Wiring is checked by the compiler: an app that leaves out a screen, an answer to a decision or the wiring of a
/// flow its flow starts does not compile, and swiftc's message names what is missing, where the app wires the
/// coordinator. The generated code of two flows is compiled against the FlowcRuntime module with an app file that
/// wires them, whole or with one piece left out.
struct WiringTests {
    static let flows = [
        SourceFile(
            path: "Flows/shop.flow.yaml",
            text: """
                flow: Shop
                start: gate
                steps:
                  gate:
                    decide:
                      open: catalog
                      closed: closed
                  catalog:
                    on:
                      checkout: pay
                  closed: { terminal: true }
                  pay:
                    flow: Payment
                    on:
                      paid: { to: closed, present: replace }

                """),
        SourceFile(
            path: "Flows/payment.flow.yaml",
            text: """
                flow: Payment
                outcomes:
                  paid: {}
                start: card
                steps:
                  card:
                    on:
                      pay: { finish: paid }

                """),
    ]

    /// The app's pieces, each flow's on its own; `leaving` drops the line holding that text.
    static func app(leaving omitted: String? = nil) -> String {
        let lines = [
            "import FlowcRuntime",
            "",
            "struct ShopAnswers: ShopDecisions {",
            "  func gate(input: ShopInput) -> ShopChoice.Gate { .open }",
            "}",
            "",
            "struct ShopViews: ShopScreens {",
            "  func catalog(send: FlowSender<ShopEvent.Catalog>) -> String { \"catalog\" }",
            "  func closed(send: FlowSender<ShopEvent.Closed>) -> String { \"closed\" }",
            "}",
            "",
            "struct PaymentViews: PaymentScreens {",
            "  func card(send: FlowSender<PaymentEvent.Card>) -> String { \"card\" }",
            "}",
            "",
            "@MainActor",
            "func makeShop() -> ShopCoordinator<String> {",
            "  ShopCoordinator(",
            "    input: ShopInput(),",
            "    wiring: ShopWiring(",
            "      screens: ShopViews(),",
            "      decisions: ShopAnswers(),",
            "      payment: PaymentWiring(screens: PaymentViews())))",
            "}",
        ]
        return lines.filter { line in omitted.map { !line.contains($0) } ?? true }.joined(separator: "\n") + "\n"
    }

    /// What swiftc says of the generated code and `app`, type-checked together against FlowcRuntime.
    private func typeCheck(_ app: String) throws -> Toolchain.Output {
        let result = Compiler.check(Self.flows)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let directory = try TemporaryDirectory()
        for file in try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn())) {
            try directory.write(file.path, file.text)
        }
        try directory.write("App.swift", app)
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        return try Toolchain.swiftc(
            ["-typecheck", "-I", runtime.directory] + Toolchain.swiftFiles(in: directory.path), in: directory.path)
    }

    /// The `error:` and `note:` lines of swiftc's output, without the source lines it draws under them.
    private func messages(_ output: Toolchain.Output) -> String {
        output.output.split(separator: "\n").filter {
            ($0.contains(": error: ") || $0.contains(": note: ")) && !$0.drop { $0 == " " }.hasPrefix("|")
        }.joined(separator: "\n")
    }

    @Test func anAppThatWiresEveryPieceCompiles() throws {
        let output = try typeCheck(Self.app())
        #expect(output.succeeded, "\(output.output)")
    }

    @Test func aMissingScreenIsACompileErrorNamingIt() throws {
        let output = try typeCheck(Self.app(leaving: "func closed("))
        #expect(!output.succeeded)
        let text = messages(output)
        #expect(
            text.contains("App.swift:7:8: error: type 'ShopViews' does not conform to protocol 'ShopScreens'"),
            "\(text)")
        #expect(text.contains("protocol requires function 'closed(send:)'"), "\(text)")
    }

    @Test func aMissingAnswerIsACompileErrorNamingIt() throws {
        let output = try typeCheck(Self.app(leaving: "func gate("))
        #expect(!output.succeeded)
        let text = messages(output)
        #expect(text.contains("error: type 'ShopAnswers' does not conform to protocol 'ShopDecisions'"), "\(text)")
        #expect(text.contains("protocol requires function 'gate(input:)'"), "\(text)")
    }

    @Test func aChildFlowLeftUnwiredIsACompileErrorNamingIt() throws {
        let output = try typeCheck(
            Self.app(leaving: "payment: PaymentWiring").replacingOccurrences(
                of: "decisions: ShopAnswers(),", with: "decisions: ShopAnswers()))"))
        #expect(!output.succeeded)
        #expect(
            messages(output).contains("error: missing argument for parameter 'payment' in call"), "\(output.output)")
    }

    @Test func screensOfAnotherFlowDoNotFit() throws {
        let output = try typeCheck(
            Self.app().replacingOccurrences(
                of: "payment: PaymentWiring(screens: PaymentViews())",
                with: "payment: PaymentWiring(screens: ShopViews())"))
        #expect(!output.succeeded)
        #expect(messages(output).contains("'ShopViews'"), "\(output.output)")
    }

    /// Code generated for another FlowcRuntime does not compile, and says where to look: the version line.
    @Test func codeForAnotherRuntimeFailsAtItsVersionLine() throws {
        let result = Compiler.check(Self.flows)
        let directory = try TemporaryDirectory()
        for file in try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn())) {
            try directory.write(
                file.path,
                file.text.replacingOccurrences(
                    of: "FlowcRuntimeVersion.generatedCode1", with: "FlowcRuntimeVersion.generatedCode2"))
        }
        let output = try Toolchain.swiftc(
            ["-typecheck", "-I", RuntimeModules.runtime.directory] + Toolchain.swiftFiles(in: directory.path),
            in: directory.path)
        #expect(!output.succeeded)
        #expect(output.output.contains("type 'FlowcRuntimeVersion' has no member 'generatedCode2'"), "\(output.output)")
        #expect(
            output.output.contains("of another flowc version"), "the comment above the line explains: \(output.output)")
    }
}

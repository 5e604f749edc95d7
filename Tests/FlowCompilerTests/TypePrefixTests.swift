import Foundation
import Testing

@testable import FlowCompiler

/// `generate: typePrefix` in flowc.yaml: for an app that has types named like the generated ones already
/// (`AppCoordinator`, `AppRoute`), every generated type's name starts with the prefix, the checks of generated
/// names compare the prefixed names, and the code compiles with the app's own types beside it.
struct TypePrefixTests {
    static let flow = SourceFile(
        path: "Flows/app.flow.yaml",
        text: """
            flow: App
            start: home
            steps:
              home:
                on:
                  open: { to: detail, with: { id: Int } }
              detail:
                params: { id: Int }
                on:
                  back: back

            """)

    @Test func theConfigReadsAPrefixAndRefusesOneThatIsNoTypeNameStart() {
        let good = ConfigReader.load(SourceFile(path: "flowc.yaml", text: "generate:\n  typePrefix: FC2\n"))
        #expect(good.diagnostics.isEmpty)
        #expect(good.config.generate.typePrefix?.value == "FC2")
        let bad = ConfigReader.load(SourceFile(path: "flowc.yaml", text: "generate:\n  typePrefix: fc\n"))
        let diagnostic = bad.diagnostics.first
        #expect(diagnostic?.id == "wrong-value")
        #expect(diagnostic?.message == "'fc' is not a type name prefix")
        #expect(diagnostic?.location.line == 2)
        #expect(diagnostic?.location.column == 15)
        #expect(bad.config.generate.typePrefix == nil)
    }

    @Test func everyGeneratedTypeStartsWithThePrefixAndCompilesBesideTheAppsOwn() throws {
        let result = Compiler.check([Self.flow], options: .init(typePrefix: "FC"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        let text = try #require(files.first?.text)
        for type in ["struct FCAppInput", "enum FCAppRoute", "struct FCAppWiring", "typealias FCAppCoordinator"] {
            #expect(text.contains(type), "\(type)")
        }
        #expect(!text.contains(" AppRoute"), "no unprefixed name is left")
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.path, file.text) }
        // The app's own types of the names the flow would otherwise take.
        try directory.write(
            "AppTypes.swift",
            """
            import FlowcRuntime

            final class AppCoordinator {}
            enum AppRoute { case legacy }

            struct Views: FCAppScreens {
              func home(send: FlowSender<FCAppEvent.Home>) -> String { "home" }
              func detail(id: Int, send: FlowSender<FCAppEvent.Detail>) -> String { "detail \\(id)" }
            }

            @MainActor func makeApp() -> FCAppCoordinator<String> {
              FCAppCoordinator(input: FCAppInput(), wiring: FCAppWiring(screens: Views()))
            }

            """)
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        let output = try Toolchain.swiftc(
            ["-typecheck", "-I", runtime.directory] + Toolchain.swiftFiles(in: directory.path), in: directory.path)
        #expect(output.succeeded, "\(output.output)")
    }

    /// type-name-collision compares the app's types with the prefixed names: `AppRoute` is free, `FCAppRoute` not.
    @Test func theNameChecksSeeThePrefixedNames() {
        let flow = """
            flow: App
            start: home
            steps:
              home:
                params: { old: AppRoute, taken: FCAppRoute }
                terminal: true

            """
        let result = Compiler.check([SourceFile(path: "app.flow.yaml", text: flow)], options: .init(typePrefix: "FC"))
        let collisions = result.diagnostics.filter { $0.id == "type-name-collision" }
        #expect(collisions.count == 1, "\(collisions.map(\.message))")
        #expect(collisions.first?.message.contains("FCAppRoute") == true, "\(collisions.map(\.message))")
    }
}

import Foundation
import Testing

@testable import FlowCompiler

/// A flow that names an app type that does not exist (lint cannot know it): the generated code, compiled by
/// `swiftc`, reports it at the flow file's line, once, through the alias declared there with `#sourceLocation`;
/// without the directives (`sourceLocations: false`) every use of it fails in the generated file.
struct SourceLocationTests {
    /// `Contactt` is first written on line 3, then as a param, a `with` value and an outcome's payload.
    static let flow = """
        flow: Chat
        input:
          owner: Contactt
        outcomes:
          done: { picked: Contactt }
        start: list
        steps:
          list:
            params: { owner: Contactt }
            on:
              open: { to: thread, with: { recipient: Contactt } }
              close: { finish: done, with: { picked: Contactt } }
          thread:
            params: { recipient: Contactt }
            on:
              back: back

        """

    /// The `error:` lines swiftc prints for the generated code of `flow` read from `Flows/chat.flow.yaml` (the path
    /// as `flowc generate Flows` run from the project's root gives it).
    private func compilerErrors(sourceLocations: Bool) throws -> [String] {
        let result = Compiler.check([SourceFile(path: "Flows/chat.flow.yaml", text: Self.flow)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try SwiftGenerator.generate(
            result.program,
            options: .init(templates: .builtIn(), sourceLocations: sourceLocations))
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.path, file.text) }
        let output = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-swift-version", "6", "-I", RuntimeModules.runtime.directory]
                + (try Toolchain.swiftFiles(in: directory.path)),
            in: directory.path)
        #expect(!output.succeeded)
        // Errors only: swiftc also draws each one under its source line (`|` lines).
        return output.output.split(separator: "\n").map(String.init).filter {
            $0.contains(": error: ") && !$0.drop { $0 == " " }.hasPrefix("|")
        }
    }

    @Test func anUnknownTypeIsReportedAtTheFlowsLineOnce() throws {
        let errors = try compilerErrors(sourceLocations: true)
        let first = try #require(errors.first)
        #expect(first.hasPrefix("Flows/chat.flow.yaml:3:"), "\(errors.joined(separator: "\n"))")
        #expect(first.contains("cannot find type 'Contactt' in scope"))
        let unknown = errors.filter { $0.contains("'Contactt'") }
        #expect(unknown.count == 1, "\(errors.joined(separator: "\n"))")
    }

    /// What the directives spare: without them the same mistake is reported at every use, in the generated file.
    @Test func withoutSourceLocationsEveryUseFailsInTheGeneratedFile() throws {
        let errors = try compilerErrors(sourceLocations: false)
        let unknown = errors.filter { $0.contains("'Contactt'") }
        #expect(unknown.count > 1)
        #expect(errors.allSatisfy { !$0.contains("chat.flow.yaml") }, "\(errors.joined(separator: "\n"))")
    }

    /// A case of the app's enum passed with `args` (format v2) that the enum does not have: lint cannot know it,
    /// and Swift reports it at the line of the flow file that writes it.
    @Test func anUnknownEnumCaseInArgsIsReportedAtItsLine() throws {
        let text = """
            flow: Door
            start: choice
            steps:
              choice:
                on:
                  login: { to: form, args: { mode: .login } }
                  register: { to: form, args: { mode: .registr } }
              form:
                params: { mode: LoginMode }
                on:
                  back: back

            """
        let result = Compiler.check([SourceFile(path: "Flows/door.flow.yaml", text: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.path, file.text) }
        try directory.write("App.swift", "enum LoginMode: Hashable, Codable, Sendable { case login, register }\n")
        let output = try Toolchain.run(
            "swiftc",
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-I", RuntimeModules.runtime.directory]
                + (try Toolchain.swiftFiles(in: directory.path)),
            in: directory.path)
        #expect(!output.succeeded)
        let errors = output.output.split(separator: "\n").filter {
            $0.contains(": error: ") && !$0.drop { $0 == " " }.hasPrefix("|")
        }
        #expect(errors.count == 1, "\(output.output)")
        #expect(errors.first?.hasPrefix("Flows/door.flow.yaml:7:") == true, "\(output.output)")
        #expect(errors.first?.contains("registr") == true)
    }

    /// The alias names the flow's file and line, and stands for the type written: not for a type or alias of the
    /// flow's enum of the same name (`Route` there is the flow's own route, so it is not aliased; an alias is never
    /// named like a type the flow writes). Standard types are spelled as written.
    @Test func aliasesStandForTheTypesWritten() throws {
        let text = """
            flow: Chat
            input: { owner: Contactt, count: Int, route: Route?, kind: ContacttType }
            start: list
            steps:
              list:
                params: { owner: Contactt, route: Route? }
                on:
                  back: back

            """
        let result = Compiler.check([SourceFile(path: "Flows/chat.flow.yaml", text: text)])
        let files = try SwiftGenerator.generate(result.program, options: .init(templates: .builtIn()))
        let chat = try #require(files.first { $0.path == "Chat.swift" }).text
        #expect(
            chat.contains(
                "  #sourceLocation(file:\"Flows/chat.flow.yaml\",line:2)\n  typealias ContacttType2 = Contactt\n"))
        #expect(chat.contains("  typealias ContacttTypeType = ContacttType\n  #sourceLocation()\n"))
        #expect(chat.contains("case list(owner: ChatFlow.ContacttType2, route: Route?)"))
        #expect(chat.contains("var count: Int\n"))
        #expect(!chat.contains("RouteType"))
        // Each alias is the app's type: this compiles only if `ContacttTypeType` is `ContacttType`.
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.path, file.text) }
        try directory.write(
            "App.swift",
            """
            struct Contactt: Hashable, Codable, Sendable {}
            struct ContacttType: Hashable, Codable, Sendable { var tag = 1 }
            struct Route: Hashable, Codable, Sendable {}
            let kinds: [ChatFlow.ContacttTypeType] = [ContacttType(tag: 2)]
            let owners: [ChatFlow.ContacttType2] = [Contactt()]

            """)
        let compile = try Toolchain.swiftc(
            ["-typecheck", "-parse-as-library", "-I", RuntimeModules.runtime.directory]
                + (try Toolchain.swiftFiles(in: directory.path)))
        #expect(compile.succeeded, "\(compile.output)")
        let plain = try SwiftGenerator.generate(
            result.program, options: .init(templates: .builtIn(), sourceLocations: false))
        #expect(!(try #require(plain.first).text.contains("#sourceLocation")))
    }

    /// A project's flow template that does not declare the aliases gets the types spelled as written, so its code
    /// still compiles.
    @Test func aTemplateWithoutTheAliasesGetsTheTypesAsWritten() throws {
        let templates = try TemporaryDirectory()
        try templates.write(
            "Flow.swift.mustache",
            "struct {{flowName}}Input {\n{{#input.fields}}\n  var {{name}}: {{type}}\n{{/input.fields}}\n}\n")
        let result = Compiler.check([SourceFile(path: "Flows/chat.flow.yaml", text: Self.flow)])
        let own = try SwiftGenerator.generate(
            result.program,
            options: .init(
                templates: .load(overridingWith: templates.path, rendering: [TemplateSet.flowTemplate])
            ))
        #expect(try #require(own.first).text == "struct ChatInput {\n  var owner: Contactt\n}\n")
    }
}

import Foundation
import Testing

@testable import FlowCompiler

/// `restoration: renamedSteps` of flowc.yaml (issue 19): a step renamed since a build that saved states. Read with
/// the rest of flowc.yaml, checked against the program (lint, generate), migrated by the generated route decoder
/// (the old id decodes as the new step), and reported by `flowc diff` as a compatible change when the params line up.
struct StepRenameTests {
    static let renames = """
        restoration:
          renamedSteps:
            - { flow: Auth, from: verifyCod, to: verifyCode }
        """

    /// Auth, whose step `verifyCode` (was `verifyCod`) takes `params`.
    static func auth(step: String = "verifyCode", params: String = "{ email: String }", link: String = "") -> String {
        """
        flow: Auth
        start: home
        steps:
          home:
            on: { next: { to: \(step), with: \(params) } }
          \(step):
            params: \(params)\(link.isEmpty ? "" : "\n    deeplink: \(link)")
            on: { close: back }
        """
    }

    private func readConfig(_ text: String) -> (config: Config, diagnostics: [Diagnostic]) {
        ConfigReader.load(SourceFile(path: "flowc.yaml", text: text))
    }

    // MARK: - Reading flowc.yaml

    @Test func renamesAreReadWithTheirPlaces() throws {
        let (config, diagnostics) = readConfig(
            Self.renames + "\n    - flow: Auth\n      from: sent\n      to: linkSent\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let renames = config.restoration.renamedSteps
        #expect(
            renames.map { [$0.flow.value, $0.from.value, $0.to.value] } == [
                ["Auth", "verifyCod", "verifyCode"], ["Auth", "sent", "linkSent"],
            ])
        #expect(renames[0].flow.location.description == "flowc.yaml:3:15")
        #expect(renames[0].from.location.description == "flowc.yaml:3:27")
        #expect(renames[0].to.location.description == "flowc.yaml:3:42")
        #expect(renames[1].to.location.description == "flowc.yaml:6:11")
        #expect(renames.oldIDs(ofStep: "verifyCode", inFlow: "Auth") == ["verifyCod"])
        #expect(renames.oldIDs(ofStep: "verifyCode", inFlow: "Other").isEmpty)
    }

    /// Each problem: its id, its place, its message.
    @Test(arguments: [
        (
            "missing-key", "restoration:\n  renamedSteps:\n    - { flow: Auth, from: verifyCod }\n", "3:7",
            "an entry of 'renamedSteps' is missing 'to'"
        ),
        (
            "unknown-key",
            "restoration:\n  renamedSteps:\n    - { flow: Auth, from: verifyCod, to: verifyCode, reason: typo }\n",
            "3:54", "unknown key 'reason' in an entry of 'renamedSteps'"
        ),
        ("unknown-key", "restoration:\n  renamedStep: []\n", "2:3", "unknown key 'renamedStep' in 'restoration'"),
        (
            "wrong-value", "restoration:\n  renamedSteps:\n    - { flow: auth, from: verifyCod, to: verifyCode }\n",
            "3:15", "'flow' must name a flow (UpperCamelCase), not 'auth'"
        ),
        (
            "wrong-value", "restoration:\n  renamedSteps:\n    - { flow: Auth, from: VerifyCod, to: verifyCode }\n",
            "3:27", "'from' must be a step id (lowerCamelCase), not 'VerifyCod'"
        ),
        (
            "wrong-value", "restoration:\n  renamedSteps: { flow: Auth }\n", "2:17",
            "'renamedSteps' must be a list of renamed steps, not a mapping"
        ),
        (
            "wrong-value", "restoration:\n  renamedSteps:\n    - { flow: Auth, from: code, to: code }\n", "3:37",
            "step 'code' is renamed to itself"
        ),
        (
            "wrong-value",
            "restoration:\n  renamedSteps:\n    - { flow: Auth, from: a, to: b }\n    - { flow: Auth, from: a, to: c }\n",
            "4:27", "step 'a' of flow 'Auth' is renamed twice"
        ),
    ])
    func problemsAreReportedAtTheirPlace(id: String, text: String, place: String, message: String) throws {
        let (config, diagnostics) = readConfig(text)
        let diagnostic = try #require(diagnostics.first, "no diagnostic for \(text)")
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostic.id == id)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location.description == "flowc.yaml:\(place)")
        #expect(diagnostic.message.hasPrefix(message), "\(diagnostic.message)")
        #expect(diagnostic.notes.isEmpty == false, "each problem says how to fix it")
        #expect(config.restoration.renamedSteps.count <= 1)
    }

    @Test func aMisspeltKeyHasAFixItAndAMisplacedOneSaysWhereItGoes() throws {
        let (_, misspelt) = readConfig(
            "restoration:\n  renamedSteps:\n    - { flow: Auth, frm: verifyCod, to: verifyCode }\n")
        let key = try #require(misspelt.first { $0.id == "unknown-key" })
        #expect(key.notes.first?.message == "did you mean 'from'?")
        #expect(key.fixIts.first?.replacement == "from")
        let (_, misplaced) = readConfig("renamedSteps: []\n")
        #expect(misplaced.first?.notes.first?.message == "'renamedSteps' goes under 'restoration:'")
    }

    // MARK: - Checked against the program

    private func check(_ config: String, _ flow: String = auth()) -> [Diagnostic] {
        let (read, problems) = readConfig(config)
        #expect(problems.isEmpty, "\(problems.map(\.message))")
        var options = Compiler.Options()
        options.stepRenames = read.restoration.renamedSteps
        return Compiler.check([SourceFile(path: "auth.flow.yaml", text: flow)], options: options).diagnostics
            .filter { $0.severity == .error }
    }

    @Test func aRenameOfTheProgramIsClean() {
        #expect(check(Self.renames).isEmpty)
    }

    @Test func anUnknownFlowIsReportedInFlowcYAML() throws {
        let diagnostics = check("restoration:\n  renamedSteps:\n    - { flow: Aut, from: verifyCod, to: verifyCode }\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.id == "unknown-flow")
        #expect(diagnostic.location.description == "flowc.yaml:3:15")
        #expect(diagnostic.notes.first?.message == "did you mean 'Auth'?")
        #expect(diagnostic.fixIts.first?.replacement == "Auth")
    }

    @Test func aNewIdThatIsNoStepIsReportedInFlowcYAML() throws {
        let diagnostics = check("restoration:\n  renamedSteps:\n    - { flow: Auth, from: verifyCod, to: verifyCde }\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.id == "unknown-step")
        #expect(diagnostic.location.description == "flowc.yaml:3:42")
        #expect(diagnostic.message.hasPrefix("unknown step 'verifyCde' in flow 'Auth'"))
        #expect(diagnostic.fixIts.first?.replacement == "verifyCode")
    }

    @Test func anOldIdThatIsStillAStepIsReportedInFlowcYAML() throws {
        let diagnostics = check(
            "restoration:\n  renamedSteps:\n    - { flow: Auth, from: home, to: verifyCode }\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.id == "wrong-value")
        #expect(diagnostic.location.description == "flowc.yaml:3:27")
        #expect(
            diagnostic.message
                == "'renamedSteps' renames step 'home' of flow 'Auth', which is still a step of the flow")
        #expect(diagnostic.notes.first?.location?.description == "auth.flow.yaml:4:3")
    }

    @Test func lintReportsTheRenamesProblemsAtFlowcYAML() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Flows/auth.flow.yaml", Self.auth())
        try directory.write(
            "flowc.yaml", "restoration:\n  renamedSteps:\n    - { flow: Auth, from: home, to: verifyCode }\n")
        let output = try FlowcProcess.run(["lint", "Flows"], in: directory.path)
        #expect(output.status == 1)
        #expect(
            output.stdout.hasPrefix("flowc.yaml:3:27: error: 'renamedSteps' renames step 'home'"), "\(output.stdout)")
    }

    // MARK: - flowc diff

    private func diff(old: String, new: String, renames: String?) -> ProgramDiff.Result {
        let oldProgram = Compiler.check([SourceFile(path: "old/auth.flow.yaml", text: old)]).program
        var options = Compiler.Options()
        if let renames { options.stepRenames = readConfig(renames).config.restoration.renamedSteps }
        let result = Compiler.check([SourceFile(path: "Flows/auth.flow.yaml", text: new)], options: options)
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        return ProgramDiff.compare(old: oldProgram, new: result.program)
    }

    private func restoration(_ result: ProgramDiff.Result) -> [FlowChange] {
        result.changes.filter { $0.category == .restoration }
    }

    @Test func aDeclaredRenameIsACompatibleRestorationChange() throws {
        let result = diff(old: Self.auth(step: "verifyCod"), new: Self.auth(), renames: Self.renames)
        let change = try #require(restoration(result).first)
        #expect(restoration(result).count == 1)
        #expect(change.kind == .restorationStepRenamed)
        #expect(change.severity == .compatible)
        #expect(change.subject == .init(flow: "Auth", step: "verifyCod"))
        #expect(
            change.message
                == "step 'verifyCod' of flow 'Auth' was renamed 'verifyCode': a state saved on 'verifyCod' restores "
                + "on 'verifyCode' (flowc.yaml migration)")
        #expect(change.old?.description == "old/auth.flow.yaml:6:3")
        #expect(change.new?.description == "Flows/auth.flow.yaml:6:3")
        // The screen is still there under its new id: users reach it as before.
        #expect(result.changes.count == 1, "\(result.changes.map(\.message))")
        #expect(!DiffReport(result, against: "old", failOn: .breaking).fails)
        // Fewer params, removed from the end, still line up.
        let fewer = diff(
            old: Self.auth(step: "verifyCod", params: "{ email: String, hint: String }"), new: Self.auth(),
            renames: Self.renames)
        #expect(Set(restoration(fewer).map(\.kind)) == [.restorationStepRenamed, .restorationParamsChanged])
        #expect(restoration(fewer).allSatisfy { $0.severity == .compatible })
    }

    @Test func withoutTheMigrationTheRenameBreaks() throws {
        let result = diff(old: Self.auth(step: "verifyCod"), new: Self.auth(), renames: nil)
        let change = try #require(restoration(result).first)
        #expect(change.kind == .restorationStepRemoved)
        #expect(change.severity == .breaking)
        #expect(result.changes.map(\.kind).contains(.behaviourStepRemoved))
    }

    @Test func aDeclaredRenameKeepsTheStepsLinksItsOwn() throws {
        let link = "/verify/{email}"
        let result = diff(
            old: Self.auth(step: "verifyCod", link: link), new: Self.auth(link: link), renames: Self.renames)
        #expect(result.changes.map(\.kind) == [.restorationStepRenamed], "\(result.changes.map(\.message))")
        #expect(!DiffReport(result, against: "old", failOn: .breaking).fails)
        // Without the declaration, the link opens another step: breaking, as the step's removal is.
        let undeclared = diff(old: Self.auth(step: "verifyCod", link: link), new: Self.auth(link: link), renames: nil)
        #expect(undeclared.changes.map(\.kind).contains(.linkTargetChanged))
    }

    @Test func aStepThatLooksRenamedSaysHowToDeclareTheRename() throws {
        let result = diff(old: Self.auth(step: "verifyCod"), new: Self.auth(), renames: nil)
        let change = try #require(restoration(result).first { $0.kind == .restorationStepRemoved })
        #expect(
            change.hint?.hasPrefix(
                "if it was renamed, declare it in flowc.yaml (restoration: renamedSteps: [{ flow: Auth, from: "
                    + "verifyCod, to: verifyCode }])") == true, "\(change.hint ?? "")")
    }

    @Test func aRenameWhoseParamsDoNotLineUpStaysBreakingAndSaysWhy() throws {
        let result = diff(
            old: Self.auth(step: "verifyCod", params: "{ email: String }"), new: Self.auth(params: "{ code: Int }"),
            renames: Self.renames)
        let change = try #require(restoration(result).first)
        #expect(restoration(result).count == 1)
        #expect(change.kind == .restorationStepRemoved)
        #expect(change.severity == .breaking)
        #expect(
            change.message
                == "step 'verifyCod' of flow 'Auth' was removed, and the rename to 'verifyCode' declared in flowc.yaml "
                + "does not migrate a state saved on it: its params are (code: Int) instead of (email: String): a "
                + "state saved on it fails to decode, or decodes its values into the wrong params")
        #expect(change.new?.description == "Flows/auth.flow.yaml:6:3")
    }

    // MARK: - The generated decoder

    private func generate(_ renames: [StepRename]) throws -> String {
        let result = Compiler.check([SourceFile(path: "auth.flow.yaml", text: Self.auth())])
        let files = try SwiftGenerator.generate(
            result.program, options: .init(templates: try TemplateSet.builtIn(), renamedSteps: renames))
        return try #require(files.first).text
    }

    @Test func theDecoderTakesTheOldIdOnlyForARenamedStep() throws {
        let renames = readConfig(Self.renames).config.restoration.renamedSteps
        let plain = try generate([])
        let migrated = try generate(renames)
        #expect(plain.contains("    case \"verifyCode\": self = try .verifyCode(email: values.next())\n"))
        #expect(
            migrated.contains("    case \"verifyCode\", \"verifyCod\": self = try .verifyCode(email: values.next())\n"))
        #expect(plain == migrated.replacingOccurrences(of: ", \"verifyCod\"", with: ""))
        // A rename of another flow changes nothing.
        var other = renames
        other[0].flow.value = "Other"
        #expect(try generate(other) == plain)
    }

    /// `flowc generate` and the build plugin's per-flow command both read the renames from flowc.yaml.
    @Test func generateAndThePluginsFlowCommandTakeTheRenamesFromFlowcYAML() throws {
        let project = try PluginPlanTests.Project(["auth.flow.yaml": Self.auth(), "flowc.yaml": Self.renames])
        let migrated = "case \"verifyCode\", \"verifyCod\":"
        let generate = try FlowcProcess.run(
            ["generate", "auth.flow.yaml", "--output", "generated", "--config", "flowc.yaml"], in: project.path)
        #expect(generate.status == 0, "\(generate.stdout)\(generate.stderr)")
        #expect(try String(contentsOfFile: project.file("generated/Auth.swift"), encoding: .utf8).contains(migrated))
        #expect(try PluginPlanTests.runCheck(project, ["--config", project.file("flowc.yaml")]).status == 0)
        let command = try PluginPlanTests.runFlow(project, "auth", ["--config", project.file("flowc.yaml")])
        #expect(command.status == 0, "\(command.stdout)\(command.stderr)")
        #expect(try String(contentsOfFile: project.file("out/auth.flow.swift"), encoding: .utf8).contains(migrated))
    }

    /// A state encoded as `["verifyCod", "a@b.c"]` (what the old build saved) decodes to the renamed step; an id
    /// the flow never had still fails. One flow, the runtime, and a main file, built with swiftc.
    @Test func aStateSavedOnTheOldIdDecodesAsTheRenamedStep() throws {
        let renames = readConfig(Self.renames).config.restoration.renamedSteps
        let directory = try TemporaryDirectory()
        let generated = try directory.write("Auth.swift", try generate(renames))
        let main = try directory.write(
            "main.swift",
            #"""
            import Foundation

            let saved = Data(#"["verifyCod","a@b.c"]"#.utf8)
            guard case .verifyCode(let email) = try JSONDecoder().decode(AuthRoute.self, from: saved), email == "a@b.c"
            else { fatalError("the old id did not decode as the renamed step") }
            print("ok renamed")
            do {
                _ = try JSONDecoder().decode(AuthRoute.self, from: Data(#"["verifyCd","a@b.c"]"#.utf8))
                print("FAIL an unknown id decoded")
            } catch {
                print("ok unknown: \(error)")
            }
            """#)
        let runtime = RuntimeModules.runtime
        #expect(runtime.output.succeeded, "\(runtime.output.output)")
        guard runtime.output.succeeded else { return }
        let compile = try Toolchain.swiftc(runtime.arguments + [generated, main, "-o", directory.path + "/decode"])
        #expect(compile.succeeded, "\(compile.output)")
        guard compile.succeeded else { return }
        let run = try Toolchain.run(directory.path + "/decode", [])
        #expect(run.output.contains("ok renamed"), "\(run.output)")
        #expect(
            run.output.contains("ok unknown:") && run.output.contains("no step 'verifyCd' in this flow"),
            "\(run.output)")
        #expect(!run.output.contains("FAIL"))
    }
}

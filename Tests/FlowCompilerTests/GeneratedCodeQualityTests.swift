import Foundation
import Testing

@testable import FlowCompiler

/// The generated code beyond what the drivers run: the lint, and the other access levels, as a module other
/// modules use (FlowcRuntime built by `RuntimeModules`).
struct GeneratedCodeQualityTests {
    /// The generated code of Flows/ and the test flows passes `swift format lint --strict` with the project's
    /// `.swift-format`.
    @Test(.enabled(if: Toolchain.hasSwiftFormat)) func generatedCodePassesTheStrictLint() throws {
        let run = DriverRun.shared
        let files = try Toolchain.swiftFiles(in: run.directory + "/generated")
        #expect(files.count == run.generated.count)
        let lint = try Toolchain.run(
            "swift", ["format", "lint", "--strict", "--configuration", Repository.path(".swift-format")] + files)
        #expect(lint.succeeded && lint.output.isEmpty, "swift format lint --strict:\n\(lint.output)")
    }

    /// `--access-level public`: the output builds as a library module, and another module uses its API (inputs,
    /// coordinators, states from deep links, the factory and decisions protocols).
    @Test func publicAccessBuildsAModuleOthersCanUse() throws {
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/public")
        try? FileManager.default.removeItem(atPath: directory)
        let outputs = try SwiftGenerator.generate(program, options: .init(access: .public, templates: .builtIn()))
        try OutputWriter(directory: directory + "/generated").write(outputs)
        let models = DriverRun.shared.directory + "/models"
        let runtime = RuntimeModules.runtime.directory
        let library = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", "AppFlows", "-emit-module-path",
                directory + "/AppFlows.swiftmodule", "-I", models, "-I", runtime, "-typecheck",
            ]
                + Toolchain.swiftFiles(in: directory + "/generated"))
        #expect(library.succeeded && library.output.isEmpty, "\(library.output)")
        let module = try Toolchain.swiftc(
            [
                "-parse-as-library", "-emit-module", "-module-name", "AppFlows", "-emit-module-path",
                directory + "/AppFlows.swiftmodule", "-I", models, "-I", runtime,
            ]
                + Toolchain.swiftFiles(in: directory + "/generated"))
        #expect(module.succeeded, "\(module.output)")
        let client = """
            import AppFlows
            import FlowcRuntime
            import Foundation

            @MainActor
            final class Answers: AppDecisions, AssessmentDecisions, ProfileDecisions {
              func launch(input: AppInput) -> AppChoice.Launch { .signedOut }
              func grading(answers: [Int], input: AssessmentInput) -> AssessmentChoice.Grading { .passed(score: 1) }
              func signingOut(input: ProfileInput) async -> ProfileChoice.SigningOut { .done }
            }

            /// One object may make the screens of several flows: each flow's protocol is its own.
            struct Screens: AppScreens, AuthScreens, OnboardingScreens, MaterialsScreens, AssessmentScreens, ProfileScreens {
              func welcome(send: FlowSender<AppEvent.Welcome>) -> String { "welcome" }
              func paywall(materialId: UUID, send: FlowSender<AppEvent.Paywall>) -> String { "premium" }
              func forceUpdate(minimumVersion: String, send: FlowSender<AppEvent.ForceUpdate>) -> String { "update" }
              func login(email: String?, send: FlowSender<AuthEvent.Login>) -> String { "login" }
              func verifyCode(email: String, send: FlowSender<AuthEvent.VerifyCode>) -> String { "code" }
              func resetPassword(email: String?, send: FlowSender<AuthEvent.ResetPassword>) -> String { "reset" }
              func resetLinkSent(email: String, send: FlowSender<AuthEvent.ResetLinkSent>) -> String { "sent" }
              func welcome(email: String?, send: FlowSender<OnboardingEvent.Welcome>) -> String { "hello" }
              func createAccount(email: String?, send: FlowSender<OnboardingEvent.CreateAccount>) -> String { "new" }
              func permissions(userId: UUID, send: FlowSender<OnboardingEvent.Permissions>) -> String { "allow" }
              func tutorial(userId: UUID, notificationsEnabled: Bool?, send: FlowSender<OnboardingEvent.Tutorial>)
                -> String
              { "tour" }
              func list(
                topic: String?, downloadedOnly: Bool?, send: FlowSender<MaterialsEvent.List>,
                receive: FlowReceiver<MaterialsReceived.List>
              ) -> String { "list" }
              func topicPicker(topics: [String], topic: String?, send: FlowSender<MaterialsEvent.TopicPicker>) -> String {
                "topics"
              }
              func search(query: String?, send: FlowSender<MaterialsEvent.Search>) -> String { "search" }
              func detail(materialId: UUID, tab: String?, send: FlowSender<MaterialsEvent.Detail>) -> String { "detail" }
              func attachment(
                attachment: MaterialsFlow.AttachmentType, materialId: UUID, player: MaterialsFlow.PlayerType,
                send: FlowSender<MaterialsEvent.Attachment>
              ) -> String { "file" }
              func intro(title: String, questionCount: Int?, send: FlowSender<AssessmentEvent.Intro>) -> String { "intro" }
              func questions(materialId: UUID, send: FlowSender<AssessmentEvent.Questions>) -> String { "questions" }
              func review(answers: [Int], send: FlowSender<AssessmentEvent.Review>) -> String { "review" }
              func result(title: String, score: Int, send: FlowSender<AssessmentEvent.Result>) -> String { "result" }
              func feedback(score: Int, mistakes: [Int: String], send: FlowSender<AssessmentEvent.Feedback>) -> String {
                "feedback"
              }
              func overview(userId: UUID, send: FlowSender<ProfileEvent.Overview>) -> String { "overview" }
              func editProfile(userId: UUID, send: FlowSender<ProfileEvent.EditProfile>) -> String { "edit" }
              func settings(section: String?, send: FlowSender<ProfileEvent.Settings>) -> String { "settings" }
              func notifications(preferences: [String: Bool], send: FlowSender<ProfileEvent.Notifications>) -> String {
                "notifications"
              }
              func help(topic: String?, send: FlowSender<ProfileEvent.Help>) -> String { "help" }
              func deleteAccount(userId: UUID, send: FlowSender<ProfileEvent.DeleteAccount>) -> String { "delete" }
            }

            @MainActor
            func wiring() -> AppWiring<String> {
              AppWiring(
                screens: Screens(), decisions: Answers(),
                auth: AuthWiring(screens: Screens(), onboarding: OnboardingWiring(screens: Screens())),
                materials: MaterialsWiring(
                  screens: Screens(), assessment: AssessmentWiring(screens: Screens(), decisions: Answers())),
                profile: ProfileWiring(screens: Screens(), decisions: Answers()))
            }

            @MainActor
            func use() -> [String] {
              let app = AppCoordinator(input: AppInput(), wiring: wiring())
              app.onFinish = { _ in }
              app.start()
              let auth = AuthCoordinator(
                input: AuthInput(email: "a@b"),
                wiring: AuthWiring(screens: Screens(), onboarding: OnboardingWiring(screens: Screens())))
              auth.send(.login(.submit(email: "x")))
              let tabs = AppTabs.Main(
                selectedTab: 0,
                materials: MaterialsState(input: MaterialsInput()),
                profile: ProfileState(input: ProfileInput(userId: UUID()))
              )
              let state = AppState(input: AppInput(), path: [(.main(tabs), .push)])
              _ = AppCoordinator(state: state, wiring: wiring())
              _ = AuthState(url: URL(string: "myapp://login")!)
              return FlowLayout(screens: app.screens).stacks.map { $0.style.rawValue }
            }
            """
        try client.write(toFile: directory + "/Client.swift", atomically: true, encoding: .utf8)
        let use = try Toolchain.swiftc(
            [
                "-parse-as-library", "-typecheck", "-I", directory, "-I", models, "-I", runtime,
                directory + "/Client.swift",
            ])
        #expect(use.succeeded && use.output.isEmpty, "\(use.output)")
    }

    /// `--access-level package` type-checks (swiftc needs a package name, which SwiftPM passes itself).
    @Test func packageAccessTypeChecks() throws {
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/package")
        try? FileManager.default.removeItem(atPath: directory)
        let outputs = try SwiftGenerator.generate(program, options: .init(access: .package, templates: .builtIn()))
        try OutputWriter(directory: directory).write(outputs)
        #expect(outputs.first { $0.path == "Auth.swift" }?.text.contains("package struct AuthInput") == true)
        let check = try Toolchain.swiftc(
            [
                "-parse-as-library", "-typecheck", "-package-name", "app", "-I", DriverRun.shared.directory + "/models",
                "-I", RuntimeModules.runtime.directory,
            ]
                + Toolchain.swiftFiles(in: directory))
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }

    @Test(.enabled(if: Toolchain.hasSwiftFormat)) func publicAccessPassesTheStrictLint() throws {
        let program = try DriverRun.program().program
        let directory = Repository.path(".build/flowc-tests/public-lint")
        try? FileManager.default.removeItem(atPath: directory)
        let outputs = try SwiftGenerator.generate(program, options: .init(access: .public, templates: .builtIn()))
        try OutputWriter(directory: directory).write(outputs)
        let lint = try Toolchain.run(
            "swift",
            ["format", "lint", "--strict", "--configuration", Repository.path(".swift-format")]
                + Toolchain.swiftFiles(in: directory))
        #expect(lint.succeeded && lint.output.isEmpty, "\(lint.output)")
    }
}

/// Layout is the template's: the view model gives fragments whose lines are indented relative to each other, and
/// the template places them. A project's template that re-indents everything, here 4 more spaces on every line,
/// still gives code that compiles (wider, not broken).
struct TemplateLayoutTests {
    @Test func aTemplateThatReindentsEverythingStillCompiles() throws {
        let templates = try TemporaryDirectory()
        let builtIn = try Repository.text("Templates/Flow.swift.mustache")
        let reindented = builtIn.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // Mustache tags alone on their line stay as they are (they render nothing there).
            line.isEmpty || line.hasPrefix("{{") ? String(line) : "    " + line
        }.joined(separator: "\n")
        try templates.write("Flow.swift.mustache", reindented)
        let program = try DriverRun.program().program
        let files = try SwiftGenerator.generate(
            program, options: .init(templates: .load(overridingWith: templates.path)))
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file.path, file.text) }
        #expect(
            files.contains { $0.text.contains("\n    /// What the screens of the App flow send") },
            "the template's indentation")
        let check = try Toolchain.swiftc(
            [
                "-parse-as-library", "-typecheck", "-I", DriverRun.shared.directory + "/models", "-I",
                RuntimeModules.runtime.directory,
            ] + Toolchain.swiftFiles(in: directory.path))
        #expect(check.succeeded && check.output.isEmpty, "\(check.output)")
    }
}

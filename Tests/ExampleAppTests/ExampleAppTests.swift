import ExampleCoordinators
import Foundation
import Testing

/// The example app (Flows/) driven through the coordinators FlowcBuildPlugin generated while ExampleCoordinators
/// built, as an app uses them: public API only (`accessLevel: public` in the target's flowc.yaml), no swiftc of our
/// own. The thorough proof of the generated code is GeneratedCodeTests (every transition of every flow); these
/// tests prove the plugin's output is that code, compiled into a module of its own, and usable from outside it.
@MainActor
struct ExampleAppTests {
    /// Answers every decision of the app: one object for the whole tree.
    final class Model: AppDecisions, AssessmentDecisions, AuthDecisions, MaterialsDecisions, OnboardingDecisions,
        ProfileDecisions
    {
        var session: UUID?
        var supported = true

        func launch(input: AppInput) -> AppChoice.Launch {
            if !supported { return .updateRequired(minimumVersion: "2.0") }
            return session.map { .signedIn(userId: $0) } ?? .signedOut
        }

        func grading(input: AssessmentInput) -> AssessmentChoice.Grading { .passed(score: 90) }
    }

    let userId = UUID(uuidString: "8B0E3A52-5C73-4E0C-9D1B-3F1B2A6C7D8E")!

    /// The step names of the screens shown, root stack first.
    func shown(_ app: AppCoordinator) -> [String] { app.screens.map(\.stepName) }

    @Test func aSignedOutLaunchStartsWithSignIn() throws {
        let app = AppCoordinator(input: AppInput(), decisions: Model())
        app.start()
        #expect(shown(app) == ["login"])
        #expect(app.screens.first?.flowName == "Auth")
    }

    @Test func cancellingSignInLandsOnWelcomeWhichPresentsItFullScreen() throws {
        let app = AppCoordinator(input: AppInput(), decisions: Model())
        app.start()
        let auth = try #require(app.children.first as? AuthCoordinator)
        auth.send(.login(.cancel))
        #expect(auth.result == .outcome(.cancelled))
        #expect(shown(app) == ["welcome"])
        app.send(.welcome(.signIn))
        #expect(shown(app) == ["welcome", "login"])
        #expect(app.screens.last?.style == .fullScreen)
    }

    @Test func signingInReplacesSignInWithTheTabs() throws {
        let app = AppCoordinator(input: AppInput(), decisions: Model())
        app.start()
        let auth = try #require(app.children.first as? AuthCoordinator)
        auth.send(.login(.submit(email: "ada@example.com")))
        #expect(shown(app) == ["login", "verifyCode"])
        auth.send(.verifyCode(.verified(userId: userId)))
        #expect(auth.result == .outcome(.signedIn(userId: userId)))
        #expect(shown(app) == ["main"])
        let tabs = try #require(app.screens.first?.tabs)
        #expect(tabs.tabs.map { $0.screens.map(\.stepName) } == [["list"], ["overview"]])
        guard case .main(let main)? = app.state.top?.route else {
            Issue.record("App is not on its tabs: \(String(describing: app.state.top?.route))")
            return
        }
        #expect(main.profile.input.userId == userId)
    }

    @Test func signingOutFromTheProfileTabLandsOnWelcome() throws {
        let model = Model()
        model.session = userId
        let app = AppCoordinator(input: AppInput(), decisions: model)
        app.start()
        #expect(shown(app) == ["main"])
        let profile = try #require(app.children.compactMap { $0 as? ProfileCoordinator }.first)
        profile.send(.overview(.signOut))
        #expect(shown(app) == ["welcome"])
        #expect(app.children.isEmpty)
    }

    @Test func anUnsupportedVersionStopsAtForceUpdate() {
        let model = Model()
        model.supported = false
        let app = AppCoordinator(input: AppInput(), decisions: model)
        app.start()
        #expect(shown(app) == ["forceUpdate"])
        #expect(app.state.top?.route == .forceUpdate(minimumVersion: "2.0"))
    }

    @Test func aDeepLinkOpensTheMaterialOnItsBackStack() throws {
        let material = UUID()
        let url = try #require(URL(string: "https://example.com/materials/\(material.uuidString)?tab=notes"))
        let state = try #require(MaterialsState(url: url))
        #expect(state.routes == [.list(topic: nil, downloadedOnly: nil), .detail(materialId: material, tab: "notes")])
    }

    @Test func theStateSurvivesARestart() throws {
        let model = Model()
        model.session = userId
        let app = AppCoordinator(input: AppInput(), decisions: model)
        app.start()
        let data = try JSONEncoder().encode(app.state)
        let restored = try JSONDecoder().decode(AppState.self, from: data)
        #expect(restored == app.state)
        let again = AppCoordinator(state: restored, decisions: model)
        again.start()
        #expect(shown(again) == shown(app))
    }

    @Test func everyScreenHasAFactoryMethodWithItsParams() {
        // The factory protocols are generated per flow; making a screen goes through the app's factory.
        let app = AppCoordinator(input: AppInput(), decisions: Model())
        app.start()
        let made = app.screens.map { $0.make(using: Screens()) }
        #expect(made == ["Auth.login(email: nil)"])
    }

    /// A factory that describes each screen it makes, the way a UIKit app makes view controllers (only the flows
    /// these tests show).
    struct Screens: AppScreenFactory, AuthScreenFactory, OnboardingScreenFactory {
        func welcome(send: FlowSender<AppEvent.Welcome>) -> String { "App.welcome" }
        func forceUpdate(minimumVersion: String, send: FlowSender<AppEvent.ForceUpdate>) -> String {
            "App.forceUpdate(\(minimumVersion))"
        }
        func login(email: String?, send: FlowSender<AuthEvent.Login>) -> String {
            "Auth.login(email: \(email ?? "nil"))"
        }
        func verifyCode(email: String, send: FlowSender<AuthEvent.VerifyCode>) -> String { "Auth.verifyCode" }
        func resetPassword(email: String?, send: FlowSender<AuthEvent.ResetPassword>) -> String { "Auth.resetPassword" }
        func resetLinkSent(email: String, send: FlowSender<AuthEvent.ResetLinkSent>) -> String { "Auth.resetLinkSent" }
        func welcome(email: String?, send: FlowSender<OnboardingEvent.Welcome>) -> String { "Onboarding.welcome" }
        func createAccount(email: String?, send: FlowSender<OnboardingEvent.CreateAccount>) -> String {
            "Onboarding.createAccount"
        }
        func permissions(userId: UUID, send: FlowSender<OnboardingEvent.Permissions>) -> String {
            "Onboarding.permissions"
        }
        func tutorial(userId: UUID, notificationsEnabled: Bool?, send: FlowSender<OnboardingEvent.Tutorial>) -> String {
            "Onboarding.tutorial"
        }
    }
}

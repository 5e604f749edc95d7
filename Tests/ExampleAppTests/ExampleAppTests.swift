import ExampleCoordinators
import FlowcRuntime
import Foundation
import Testing

/// The example app (Flows/) driven through the coordinators FlowcBuildPlugin generated while ExampleCoordinators
/// built, as an app uses them: public API only (`accessLevel: public` in the target's flowc.yaml), no swiftc of our
/// own, and wired flow by flow as feature teams would wire them. The thorough proof of the generated code is GeneratedCodeTests (every transition of every flow); these
/// tests prove the plugin's output is that code, compiled into a module of its own, and usable from outside it.
@MainActor
struct ExampleAppTests {
    /// The app's answers to App's one decision (the only flow here that asks one besides Assessment).
    final class Session: AppDecisions {
        var userId: UUID?
        var supported = true

        func launch(input: AppInput) -> AppChoice.Launch {
            if !supported { return .updateRequired(minimumVersion: "2.0") }
            return userId.map { .signedIn(userId: $0) } ?? .signedOut
        }
    }

    /// The learning team's answer to Assessment's decision.
    struct Grader: AssessmentDecisions {
        func grading(answers: [Int], input: AssessmentInput) -> AssessmentChoice.Grading { .passed(score: 90) }
    }

    let userId = UUID(uuidString: "8B0E3A52-5C73-4E0C-9D1B-3F1B2A6C7D8E")!

    /// The whole app wired, each flow with its own screens and answers: what a missing piece would fail to compile.
    func wiring(_ session: Session) -> AppWiring<String> {
        AppWiring(
            screens: AppScreensText(), decisions: session,
            auth: AuthWiring(
                screens: AuthScreensText(), onboarding: OnboardingWiring(screens: OnboardingScreensText())),
            materials: MaterialsWiring(
                screens: MaterialsScreensText(),
                assessment: AssessmentWiring(screens: AssessmentScreensText(), decisions: Grader())),
            profile: ProfileWiring(screens: ProfileScreensText()))
    }

    func makeApp(_ session: Session = Session()) -> AppCoordinator<String> {
        AppCoordinator(input: AppInput(), wiring: wiring(session))
    }

    /// The step names of the screens shown, root stack first.
    func shown(_ app: AppCoordinator<String>) -> [String] { app.screens.map(\.stepName) }

    @Test func aSignedOutLaunchStartsWithSignIn() throws {
        let app = makeApp()
        app.start()
        #expect(shown(app) == ["login"])
        #expect(app.screens.first?.flowName == "Auth")
    }

    @Test func cancellingSignInLandsOnWelcomeWhichPresentsItFullScreen() throws {
        let app = makeApp()
        app.start()
        let auth = try #require(app.children.first as? AuthCoordinator<String>)
        auth.send(.login(.cancel))
        #expect(auth.result == .outcome(.cancelled))
        #expect(shown(app) == ["welcome"])
        app.send(.welcome(.signIn))
        #expect(shown(app) == ["welcome", "login"])
        #expect(app.screens.last?.style == .fullScreen)
    }

    @Test func signingInReplacesSignInWithTheTabs() throws {
        let app = makeApp()
        app.start()
        let auth = try #require(app.children.first as? AuthCoordinator<String>)
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
        let session = Session()
        session.userId = userId
        let app = makeApp(session)
        app.start()
        #expect(shown(app) == ["main"])
        let profile = try #require(app.children.compactMap { $0 as? ProfileCoordinator<String> }.first)
        profile.send(.overview(.signOut))
        profile.send(.confirmSignOut(.signOut))  // the confirmation alert's button
        #expect(shown(app) == ["welcome"])
        #expect(app.children.isEmpty)
    }

    @Test func anUnsupportedVersionStopsAtForceUpdate() {
        let session = Session()
        session.supported = false
        let app = makeApp(session)
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
        let session = Session()
        session.userId = userId
        let app = makeApp(session)
        app.start()
        let data = try JSONEncoder().encode(app.state)
        let restored = try JSONDecoder().decode(AppState.self, from: data)
        #expect(restored == app.state)
        let again = AppCoordinator(state: restored, wiring: wiring(session))
        again.start()
        #expect(shown(again) == shown(app))
    }

    @Test func eachScreenIsMadeByItsFlowsScreensWithItsParams() throws {
        let app = makeApp()
        app.start()
        #expect(app.screens.map { $0.make() } == ["Auth.login(email: nil)"])
        let auth = try #require(app.children.first as? AuthCoordinator<String>)
        auth.send(.login(.register))
        #expect(app.screens.map { $0.make() } == ["Auth.login(email: nil)", "Onboarding.welcome(email: nil)"])
    }

    @Test func aTabContainerIsNotAScreenOfTheApps() throws {
        let session = Session()
        session.userId = userId
        let app = makeApp(session)
        app.start()
        let container = try #require(app.screens.first)
        #expect(container.tabs != nil)
        #expect(container.make() == nil)
        #expect(container.tabs?.tabs[1].screens.map { $0.make() } == ["Profile.overview"])
    }
}

// Each flow's screens, as the team that owns the flow writes them: a description of each screen made.

@MainActor
struct AppScreensText: AppScreens {
    func welcome(send: FlowSender<AppEvent.Welcome>) -> String { "App.welcome" }
    func forceUpdate(minimumVersion: String, send: FlowSender<AppEvent.ForceUpdate>) -> String {
        "App.forceUpdate(\(minimumVersion))"
    }
}

@MainActor
struct AuthScreensText: AuthScreens {
    func login(email: String?, send: FlowSender<AuthEvent.Login>) -> String { "Auth.login(email: \(email ?? "nil"))" }
    func verifyCode(email: String, send: FlowSender<AuthEvent.VerifyCode>) -> String { "Auth.verifyCode" }
    func resetPassword(email: String?, send: FlowSender<AuthEvent.ResetPassword>) -> String { "Auth.resetPassword" }
    func resetLinkSent(email: String, send: FlowSender<AuthEvent.ResetLinkSent>) -> String { "Auth.resetLinkSent" }
}

@MainActor
struct OnboardingScreensText: OnboardingScreens {
    // The same method name as App's `welcome(send:)`: each flow's screens are their own protocol, so no clash.
    func welcome(email: String?, send: FlowSender<OnboardingEvent.Welcome>) -> String {
        "Onboarding.welcome(email: \(email ?? "nil"))"
    }
    func createAccount(email: String?, send: FlowSender<OnboardingEvent.CreateAccount>) -> String {
        "Onboarding.createAccount"
    }
    func permissions(userId: UUID, send: FlowSender<OnboardingEvent.Permissions>) -> String { "Onboarding.permissions" }
    func tutorial(userId: UUID, notificationsEnabled: Bool?, send: FlowSender<OnboardingEvent.Tutorial>) -> String {
        "Onboarding.tutorial"
    }
}

@MainActor
struct MaterialsScreensText: MaterialsScreens {
    func list(
        topic: String?, downloadedOnly: Bool?, send: FlowSender<MaterialsEvent.List>,
        receive: FlowReceiver<MaterialsReceived.List>
    ) -> String {
        "Materials.list"
    }
    func topicPicker(topics: [String], topic: String?, send: FlowSender<MaterialsEvent.TopicPicker>) -> String {
        "Materials.topicPicker"
    }
    func search(query: String?, send: FlowSender<MaterialsEvent.Search>) -> String { "Materials.search" }
    func detail(materialId: UUID, tab: String?, send: FlowSender<MaterialsEvent.Detail>) -> String {
        "Materials.detail"
    }
    func attachment(attachment: Models.Attachment, materialId: UUID, send: FlowSender<MaterialsEvent.Attachment>)
        -> String
    {
        "Materials.attachment"
    }
}

@MainActor
struct AssessmentScreensText: AssessmentScreens {
    func intro(title: String, questionCount: Int?, send: FlowSender<AssessmentEvent.Intro>) -> String {
        "Assessment.intro"
    }
    func questions(materialId: UUID, send: FlowSender<AssessmentEvent.Questions>) -> String { "Assessment.questions" }
    func review(answers: [Int], send: FlowSender<AssessmentEvent.Review>) -> String { "Assessment.review" }
    func result(title: String, score: Int, send: FlowSender<AssessmentEvent.Result>) -> String { "Assessment.result" }
    func feedback(score: Int, mistakes: [Int: String], send: FlowSender<AssessmentEvent.Feedback>) -> String {
        "Assessment.feedback"
    }
}

@MainActor
struct ProfileScreensText: ProfileScreens {
    func overview(userId: UUID, send: FlowSender<ProfileEvent.Overview>) -> String { "Profile.overview" }
    func editProfile(userId: UUID, send: FlowSender<ProfileEvent.EditProfile>) -> String { "Profile.editProfile" }
    func settings(section: String?, send: FlowSender<ProfileEvent.Settings>) -> String { "Profile.settings" }
    func notifications(preferences: [String: Bool], send: FlowSender<ProfileEvent.Notifications>) -> String {
        "Profile.notifications"
    }
    func help(topic: String?, send: FlowSender<ProfileEvent.Help>) -> String { "Profile.help" }
    func deleteAccount(userId: UUID, send: FlowSender<ProfileEvent.DeleteAccount>) -> String {
        "Profile.deleteAccount"
    }
}

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

    /// The profile team's async work: revoking the session on the server, which fails while offline.
    final class Revoker: ProfileDecisions {
        var online = true
        var calls = 0

        func signingOut(input: ProfileInput) async -> ProfileChoice.SigningOut {
            calls += 1
            return online ? .done : .failed
        }
    }

    let userId = UUID(uuidString: "8B0E3A52-5C73-4E0C-9D1B-3F1B2A6C7D8E")!

    /// The whole app wired, each flow with its own screens and answers: what a missing piece would fail to compile.
    func wiring(_ session: Session, revoker: Revoker = Revoker()) -> AppWiring<String> {
        AppWiring(
            screens: AppScreensText(), decisions: session,
            auth: AuthWiring(
                screens: AuthScreensText(), onboarding: OnboardingWiring(screens: OnboardingScreensText())),
            materials: MaterialsWiring(
                screens: MaterialsScreensText(),
                assessment: AssessmentWiring(screens: AssessmentScreensText(), decisions: Grader())),
            profile: ProfileWiring(screens: ProfileScreensText(), decisions: revoker))
    }

    func makeApp(_ session: Session = Session(), revoker: Revoker = Revoker()) -> AppCoordinator<String> {
        AppCoordinator(input: AppInput(), wiring: wiring(session, revoker: revoker))
    }

    /// The app signed in, on its tabs.
    func signedInApp(revoker: Revoker = Revoker()) -> AppCoordinator<String> {
        let session = Session()
        session.userId = userId
        let app = makeApp(session, revoker: revoker)
        app.start()
        return app
    }

    /// Lets the work the coordinators started (async decisions) run until it waits again.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
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

    @Test func signingOutFromTheProfileTabRevokesTheSessionThenLandsOnWelcome() async throws {
        let revoker = Revoker()
        let app = signedInApp(revoker: revoker)
        #expect(shown(app) == ["main"])
        let profile = try #require(app.children.compactMap { $0 as? ProfileCoordinator<String> }.first)
        profile.send(.overview(.signOut))
        profile.send(.confirmSignOut(.signOut))  // the confirmation alert's button
        #expect(profile.screens.map(\.stepName) == ["overview", "signingOut"], "a loading screen while it works")
        await settle()
        #expect(revoker.calls == 1)
        #expect(shown(app) == ["welcome"])
        #expect(app.children.isEmpty)
    }

    @Test func aSignOutThatFailsOfflineKeepsTheUserSignedInAndOffersToTryAgain() async throws {
        let revoker = Revoker()
        revoker.online = false
        let app = signedInApp(revoker: revoker)
        let profile = try #require(app.children.compactMap { $0 as? ProfileCoordinator<String> }.first)
        profile.send(.overview(.signOut))
        profile.send(.confirmSignOut(.signOut))
        await settle()
        #expect(profile.screens.map(\.stepName) == ["overview", "signOutFailed"], "the alert over the profile")
        revoker.online = true
        profile.send(.signOutFailed(.tryAgain))
        await settle()
        #expect(revoker.calls == 2)
        #expect(shown(app) == ["welcome"])
    }

    @Test func aLockedMaterialAsksForThePremiumOfferOverTheTabsAndKeepsItsScreens() throws {
        let app = signedInApp()
        let materials = try #require(app.children.compactMap { $0 as? MaterialsCoordinator<String> }.first)
        let material = UUID()
        materials.send(.list(.open(materialId: material)))
        materials.send(.detail(.unlock))  // a request: Materials keeps running
        #expect(app.state.top?.route == .paywall(materialId: material))
        #expect(app.state.top?.style == .sheet, "a sheet over the tab bar")
        #expect(materials.screens.map(\.stepName) == ["list", "detail"], "the tab keeps its screens")
        app.send(.paywall(.close))
        #expect(shown(app) == ["main"])
        #expect(app.children.contains { $0 === materials }, "the same Materials flow, as it was")
        #expect(materials.screens.map(\.stepName) == ["list", "detail"])
    }

    @Test func continueLearningShowsTheMaterialsTabAndKeepsTheProfile() throws {
        let app = signedInApp()
        let profile = try #require(app.children.compactMap { $0 as? ProfileCoordinator<String> }.first)
        let tabs = try #require(app.screens.first?.tabs)
        tabs.select(1)
        profile.send(.overview(.settings))
        profile.send(.settings(.back))
        profile.send(.overview(.continueLearning))
        #expect(app.screens.first?.tabs?.selectedIndex == 0, "the Materials tab shows")
        #expect(app.children.contains { $0 === profile }, "Profile keeps running")
        #expect(profile.result == nil)
    }

    @Test func aNotificationOpensAMaterialByItsTypedLinkAndTheWebsitesShareLinkOpensIt() throws {
        let material = UUID()
        let app = signedInApp()
        #expect(app.open(MaterialsLink.detail(materialId: material, tab: nil)))
        let materials = try #require(app.children.compactMap { $0 as? MaterialsCoordinator<String> }.first)
        #expect(
            materials.state.routes == [.list(topic: nil, downloadedOnly: nil), .detail(materialId: material, tab: nil)])
        let share = try #require(URL(string: "https://learn.example.com/m/\(material.uuidString)"))
        #expect(MaterialsLink(url: share) == .detail2(materialId: material))
        #expect(MaterialsLink(url: URL(string: "https://elsewhere.example/m/\(material.uuidString)")!) == nil)
        let written = MaterialsLink.detail(materialId: material, tab: "notes").url(
            base: URL(string: "https://example.com")!)
        #expect(MaterialsLink(url: written) == .detail(materialId: material, tab: "notes"))
    }

    @Test func thePlayerHandedToTheViewerIsTheSameAndIsNeverEncoded() throws {
        let app = signedInApp()
        let materials = try #require(app.children.compactMap { $0 as? MaterialsCoordinator<String> }.first)
        let player = Player(url: "https://cdn.example.com/intro.mp4")
        materials.send(.list(.open(materialId: UUID())))
        materials.send(.detail(.openAttachment(attachment: Attachment(name: "intro.mp4"), player: FlowLive(player))))
        #expect(materials.screens.last?.make() == "Materials.attachment(intro.mp4, \(player.url))")
        guard case .attachment(_, _, let live)? = materials.state.routes.last else {
            Issue.record("not on the viewer: \(materials.state.routes)")
            return
        }
        #expect(live.value === player, "the same player, not a copy")
        let data = try JSONEncoder().encode(app.state)
        #expect(!String(decoding: data, as: UTF8.self).contains("cdn.example.com"), "never encoded")
        // Without the app's player, the Materials tab is restored up to the material, the viewer left out.
        let withoutPlayer = try JSONDecoder().decode(AppState.self, from: data)
        guard case .main(let tabs)? = withoutPlayer.routes.first else {
            Issue.record("not on the tabs: \(withoutPlayer.routes)")
            return
        }
        #expect(tabs.materials.routes == Array(materials.state.routes.dropLast()), "the material, not the viewer")
        let decoder = JSONDecoder()
        let again = Player(url: "https://cdn.example.com/intro.mp4")
        decoder.userInfo[.flowLiveValues] = FlowLiveValues(again)
        let restored = try decoder.decode(AppState.self, from: data)
        #expect(restored == app.state)
        let relaunched = AppCoordinator(state: restored, wiring: wiring(Session()))
        relaunched.start()
        let viewer = relaunched.children.compactMap { $0 as? MaterialsCoordinator<String> }.first?.screens.last
        #expect(viewer?.make() == "Materials.attachment(intro.mp4, \(again.url))", "the app's player, given back")
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
    func paywall(materialId: UUID, send: FlowSender<AppEvent.Paywall>) -> String { "App.paywall" }
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
    func attachment(
        attachment: Models.Attachment, materialId: UUID, player: Models.Player,
        send: FlowSender<MaterialsEvent.Attachment>
    ) -> String {
        "Materials.attachment(\(attachment.name), \(player.url))"
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

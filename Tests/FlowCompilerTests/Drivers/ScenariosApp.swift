// Scenarios of the example app's root: App (a decision at start, a full-screen subflow, tabs) with Auth and
// Onboarding below it, run by coordinators and shown as text.

import FlowcRuntime
import Foundation

@MainActor
func makeApp(_ launch: AppChoice.Launch) -> AppCoordinator<String> {
  decisions.launch = launch
  let app = AppCoordinator(input: AppInput(), wiring: appWiring())
  app.start()
  return app
}

@MainActor
func child<Child: FlowNode>(of node: any FlowNode<String>, _ type: Child.Type, at index: Int = 0) -> Child? {
  let children = node.children
  return children.indices.contains(index) ? children[index] as? Child : nil
}

/// App after a sign-in: main's tabs, Materials and Profile.
@MainActor
func makeSignedInApp() -> AppCoordinator<String> {
  makeApp(.signedIn(userId: userID))
}

@MainActor
func tabs(of node: any FlowNode<String>) -> FlowTabs<String>? {
  node.screens.last?.tabs
}

@MainActor
func runAppScenarios() {
  test("app: launch asks the decision with the input; signedOut runs Auth full screen as the root's first step") {
    decisions.launchQuestions = []
    let app = makeApp(.signedOut)
    expectEqual(decisions.launchQuestions, [AppInput()])
    expectEqual(app.state.steps.count, 1)
    expectEqual(app.state.top?.style, .fullScreen, "the start decision presents auth: a modal of App's own")
    guard case .auth(let auth) = app.state.top?.route else { return fail("auth on top") }
    expectEqual(auth.routes, [.login(email: nil)])
    expectEqual(render(app, screens), ["push: ", "fullScreen: login(-)"], "over the empty root stack")
    expect(child(of: app, AuthCoordinator<String>.self)?.isRunning == true)
  }

  test("app: launch signedIn shows the tabs, Profile's input from the choice's value") {
    let app = makeSignedInApp()
    expectEqual(app.state.steps.count, 1)
    expectEqual(render(app, screens), ["push: [*Materials: list(-, -) | Profile: overview(E621)]"])
    guard case .main(let main) = app.state.top?.route else { return fail("main on top") }
    expectEqual(main.selectedTab, 0)
    expectEqual(main.profile.input, ProfileInput(userId: userID))
    expectEqual(main.profile.routes, [.overview(userId: userID)])
    expectEqual(main.materials.routes, [.list(topic: nil, downloadedOnly: nil)])
    expectEqual(app.children.count, 2)
  }

  test("app events: the session expires while a tab shows a sheet: the user lands on welcome, the tabs end") {
    let app = makeSignedInApp()
    tabs(of: app)?.select(1)
    _ = render(app, screens)
    screens.sender("overview", ProfileEvent.Overview.self)?(.edit)
    expectEqual(render(app, screens), ["push: [Materials: list(-, -) | *Profile: overview(E621) / editProfile(E621)]"])
    let tabFlows = app.children
    expectEqual(app.send(AppAppEvent.sessionExpired), 1)
    expectEqual(render(app, screens), ["push: welcome"])
    expect(tabFlows.allSatisfy { !$0.isRunning }, "both tabs ended")
  }

  test("app events: before sign-in the session cannot expire: the event does nothing") {
    let app = makeApp(.signedOut)
    app.send(AppAppEvent.sessionExpired)
    expectEqual(render(app, screens), ["push: ", "fullScreen: login(-)"])
  }

  test("app: launch updateRequired shows the terminal forceUpdate screen with the choice's value") {
    let app = makeApp(.updateRequired(minimumVersion: "2.0"))
    expectEqual(app.state.routes, [.forceUpdate(minimumVersion: "2.0")])
    expectEqual(render(app, screens), ["push: forceUpdate(2.0)"])
  }

  test("app: Auth cancelled replaces the stack with welcome, and Auth is released") {
    let app = makeApp(.signedOut)
    weak let auth = child(of: app, AuthCoordinator<String>.self)
    _ = render(app, screens)
    screens.sender("login", AuthEvent.Login.self)?(.cancel)
    expectEqual(app.state.routes, [.welcome])
    expect(auth == nil, "the finished child is released")
    expectEqual(render(app, screens), ["push: welcome"])
  }

  test("app: welcome signIn presents Auth full screen; signedIn closes it and replaces the stack with main") {
    let app = makeApp(.signedOut)
    child(of: app, AuthCoordinator<String>.self)?.send(.login(.cancel))
    _ = render(app, screens)
    screens.sender("welcome", AppEvent.Welcome.self)?(.signIn)
    expectEqual(render(app, screens), ["push: welcome", "fullScreen: login(-)"])
    weak let auth = child(of: app, AuthCoordinator<String>.self)
    auth?.send(.login(.submit(email: "ada@example.com")))
    expectEqual(render(app, screens), ["push: welcome", "fullScreen: login(-) > verifyCode(ada@example.com)"])
    auth?.send(.verifyCode(.verified(userId: otherUserID)))
    expect(auth == nil, "Auth is released")
    expectEqual(app.state.steps.count, 1, "replace: main is the only screen of the stack that held auth")
    expectEqual(app.state.top?.style, .push)
    expectEqual(render(app, screens), ["push: [*Materials: list(-, -) | Profile: overview(0F1E)]"])
    guard case .main(let main) = app.state.top?.route else { return fail("main on top") }
    expectEqual(main.profile.input.userId, otherUserID, "Profile's userId from Auth's outcome payload")
  }

  test("deep links: a link that comes during sign-in is held, and opens in the tabs once signed in") {
    let app = makeApp(.signedOut)
    let link = URL(string: "myapp://materials/\(materialID.uuidString)?tab=notes")!
    expect(app.open(link), "held: main, which holds links, is not shown")
    expectEqual(app.heldLinks, [link])
    expectEqual(render(app, screens), ["push: ", "fullScreen: login(-)"], "sign-in goes on as it was")
    weak let auth = child(of: app, AuthCoordinator<String>.self)
    auth?.send(.login(.submit(email: "ada@example.com")))
    auth?.send(.verifyCode(.verified(userId: otherUserID)))
    expectEqual(app.heldLinks, [])
    expectEqual(
      render(app, screens), ["push: [*Materials: list(-, -) > detail(1111, notes) | Profile: overview(0F1E)]"])
  }

  test("deep links: a link held by a step further down waits until that step shows, then opens inside it") {
    let root = HoldRootCoordinator(input: HoldRootInput(), wiring: holdRootWiring())
    root.start()
    let link = URL(string: "myapp://held/messages/7")!
    expect(root.open(link), "held: HoldSession's home holds links and is not shown yet")
    expectEqual(root.heldLinks, [link])
    expectEqual(render(root, screens), ["push: holdVerify"], "nothing moved")
    child(of: root, HoldSessionCoordinator<String>.self)?.send(.holdVerify(.verified(account: "ada")))
    expectEqual(root.heldLinks, [])
    expectEqual(render(root, screens), ["push: holdInbox(ada) > holdMessage(7)"], "the inbox lends its account")
    // Signed out, back to verification: a link waits again, judged on the running flows, not on the state the
    // session's step held when it first showed.
    let session = child(of: root, HoldSessionCoordinator<String>.self)
    let inbox = session.flatMap { child(of: $0, HoldInboxCoordinator<String>.self) }
    expect(inbox != nil, "the inbox runs in the session")
    inbox?.send(.holdMessage(.close))
    inbox?.send(.holdInbox(.signOut))
    expectEqual(render(root, screens), ["push: holdVerify"])
    let again = URL(string: "myapp://held/messages/8")!
    expect(root.open(again), "held again")
    child(of: root, HoldSessionCoordinator<String>.self)?.send(.holdVerify(.verified(account: "bo")))
    expectEqual(render(root, screens), ["push: holdInbox(bo) > holdMessage(8)"])
  }

  test("deep links: without holdLinks, a link that needs a running flow is dropped before it runs (deeplink-dropped)") {
    let root = DropRootCoordinator(input: DropRootInput(), wiring: dropRootWiring())
    root.start()
    let link = URL(string: "myapp://held/messages/7")!
    expect(!root.open(link), "dropped: no inbox runs to lend its account")
    expectEqual(root.heldLinks, [])
    child(of: root, DropSessionCoordinator<String>.self)?.send(.dropVerify(.verified(account: "ada")))
    expectEqual(render(root, screens), ["push: holdInbox(ada)"], "the dropped link stays dropped")
    expect(root.open(link), "the inbox runs now")
    expectEqual(render(root, screens), ["push: holdInbox(ada) > holdMessage(7)"])
  }

  test("deep links: a link that matches nothing is not held; held links can be forgotten") {
    let app = makeApp(.signedOut)
    expect(!app.open(URL(string: "myapp://nowhere")!))
    expectEqual(app.heldLinks, [])
    expect(app.open(URL(string: "myapp://search?q=x")!))
    app.cancelHeldLinks()
    expectEqual(app.heldLinks, [])
  }

  test("app: Materials asks for the premium offer: a sheet over the tabs, each tab kept as it was") {
    let app = makeSignedInApp()
    weak let materials = child(of: app, MaterialsCoordinator<String>.self, at: 0)
    materials?.send(.list(.open(materialId: materialID)))
    materials?.send(.detail(.unlock))
    expectEqual(
      render(app, screens),
      ["push: [*Materials: list(-, -) > detail(1111, -) | Profile: overview(E621)]", "sheet: paywall(1111)"],
      "the request's payload filled from the detail's params")
    expectEqual(materials?.result, nil, "a request does not end the tab")
    app.send(.paywall(.subscribed))
    expectEqual(render(app, screens), ["push: [*Materials: list(-, -) > detail(1111, -) | Profile: overview(E621)]"])
    expect(materials === child(of: app, MaterialsCoordinator<String>.self, at: 0), "the same Materials flow")
  }

  test("app: Profile's continueLearning shows the Materials tab; Profile keeps its screens") {
    let app = makeSignedInApp()
    weak let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    tabs(of: app)?.select(1)
    profile?.send(.overview(.settings))
    profile?.send(.settings(.back))
    profile?.send(.overview(.continueLearning))
    expectEqual(render(app, screens), ["push: [*Materials: list(-, -) | Profile: overview(E621)]"])
    expect(profile != nil && profile?.result == nil, "Profile runs on")
  }

  test("app: a typed link opens a material as its URL does; the website's share link reads only its host") {
    let viaURL = makeSignedInApp()
    expect(viaURL.open(URL(string: "https://learn.example.com/m/\(materialID.uuidString)")!))
    let viaLink = makeSignedInApp()
    expect(viaLink.open(MaterialsLink.detail2(materialId: materialID)))
    expectEqual(viaLink.state, viaURL.state)
    expectEqual(
      render(viaLink, screens), ["push: [*Materials: list(-, -) > detail(1111, -) | Profile: overview(E621)]"])
    expect(!makeSignedInApp().open(URL(string: "https://other.example/m/\(materialID.uuidString)")!))
    let base = URL(string: "myapp://")!
    for link in [
      MaterialsLink.detail(materialId: materialID, tab: "notes"), .detail2(materialId: materialID),
      .list(topic: "swift", downloadedOnly: true), .search(query: nil),
    ] {
      let url = link.url(base: base)
      expectEqual(MaterialsLink(url: url), link, "\(url) reads back")
    }
  }

  test("app: Profile accountDeleted replaces main with welcome; the other tab ends as removed") {
    let app = makeSignedInApp()
    let materials = child(of: app, MaterialsCoordinator<String>.self, at: 0)
    let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    profile?.send(.overview(.settings))
    profile?.send(.settings(.deleteAccount))
    expectEqual(
      render(app, screens),
      ["push: [*Materials: list(-, -) | Profile: overview(E621) > settings(-) / deleteAccount(E621)]"])
    profile?.send(.deleteAccount(.confirm))
    expectEqual(profile?.result, .outcome(.accountDeleted(userId: userID)))
    expectEqual(materials?.result, .cancelled(.removed))
    expectEqual(app.state.routes, [.welcome])
  }

  test("app: selecting a tab is part of the state") {
    let app = makeSignedInApp()
    var changes = 0
    app.observe { if case .state = $0 { changes += 1 } }
    tabs(of: app)?.select(1)
    expectEqual(changes, 1)
    expectEqual(tabs(of: app)?.selectedIndex, 1)
    guard case .main(let main) = app.state.top?.route else { return fail("main on top") }
    expectEqual(main.selectedTab, 1)
    expectEqual(render(app, screens), ["push: [Materials: list(-, -) | *Profile: overview(E621)]"])
    tabs(of: app)?.select(1)
    tabs(of: app)?.select(7)
    expectEqual(changes, 1, "selecting the selected tab or no tab changes nothing")
  }

  test("auth: every screen with its values, the sheet of two screens, popTo across the sheet") {
    let auth = AuthCoordinator(input: AuthInput(email: "ada@example.com"), wiring: authWiring())
    auth.start()
    expectEqual(auth.state.routes, [.login(email: "ada@example.com")])
    auth.send(.login(.forgotPassword))
    expectEqual(render(auth, screens), ["push: login(ada@example.com)", "sheet: resetPassword(ada@example.com)"])
    auth.send(.resetPassword(.send(email: "b@example.com")))
    expectEqual(
      render(auth, screens),
      ["push: login(ada@example.com)", "sheet: resetPassword(ada@example.com) > resetLinkSent(b@example.com)"])
    auth.send(.resetLinkSent(.backToLogin))
    expectEqual(render(auth, screens), ["push: login(ada@example.com)"], "popTo closes the sheet")
    auth.send(.login(.forgotPassword))
    auth.send(.resetPassword(.cancel))
    expectEqual(auth.state.routes, [.login(email: "ada@example.com")], "back on the sheet's first screen closes it")
    auth.send(.login(.submit(email: "c@example.com")))
    expectEqual(auth.state.routes.last, .verifyCode(email: "c@example.com"), "the event's value wins over the param")
    auth.send(.verifyCode(.back))
    expectEqual(auth.state.routes, [.login(email: "ada@example.com")])
    var results: [FlowResult<AuthOutcome>] = []
    auth.onFinish = { results.append($0) }
    auth.send(.login(.cancel))
    expectEqual(results, [.outcome(.cancelled)])
    expect(!auth.isRunning && auth.screens.isEmpty)
    auth.send(.login(.cancel))
    expectEqual(results.count, 1, "an ended flow takes no more events")
  }

  test("auth: register runs Onboarding full screen with the email; completed finishes Auth with its userId") {
    let auth = AuthCoordinator(input: AuthInput(email: "ada@example.com"), wiring: authWiring())
    auth.start()
    auth.send(.login(.register))
    weak let onboarding = child(of: auth, OnboardingCoordinator<String>.self)
    expectEqual(onboarding?.state.input, OnboardingInput(email: "ada@example.com"))
    expectEqual(
      render(auth, screens), ["push: login(ada@example.com)", "fullScreen: onboardingWelcome(ada@example.com)"])
    onboarding?.send(.welcome(.getStarted))
    onboarding?.send(.createAccount(.created(userId: otherUserID)))
    onboarding?.send(.permissions(.notNow))
    expectEqual(onboarding?.state.routes.last, .tutorial(userId: otherUserID, notificationsEnabled: nil))
    onboarding?.send(.tutorial(.back))
    onboarding?.send(.permissions(.allow(notificationsEnabled: true)))
    expectEqual(onboarding?.state.routes.last, .tutorial(userId: otherUserID, notificationsEnabled: true))
    onboarding?.send(.tutorial(.done))
    expectEqual(auth.result, .outcome(.signedIn(userId: otherUserID)))
    expect(onboarding == nil, "the finished child is released")
  }

  test("auth: Onboarding abandoned goes back: its modal closes and login is on top again") {
    let auth = AuthCoordinator(input: AuthInput(), wiring: authWiring())
    auth.start()
    auth.send(.login(.register))
    weak let onboarding = child(of: auth, OnboardingCoordinator<String>.self)
    onboarding?.send(.welcome(.getStarted))
    onboarding?.send(.createAccount(.back))
    onboarding?.send(.welcome(.close))
    expectEqual(auth.state.routes, [.login(email: nil)])
    expect(onboarding == nil)
    expectEqual(render(auth, screens), ["push: login(-)"])
  }
}

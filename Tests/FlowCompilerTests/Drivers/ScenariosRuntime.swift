// System navigation (pops and pulled-down sheets, as hosts report them), the lifetime of child coordinators, deep
// links, state restoration, and a flow of Swift keywords.

import FlowcRuntime
import Foundation
import Models

@MainActor
func runSystemNavigationScenarios() {
  test("system: a pop truncates the stack; a pop that keeps everything changes nothing") {
    let app = makeApp(.signedOut)
    let auth = child(of: app, AuthCoordinator<String>.self)
    auth?.send(.login(.submit(email: "a@b")))
    expectEqual(render(app, screens), ["push: ", "fullScreen: login(-) > verifyCode(a@b)"])
    app.handle(.popped(stack: 1, remaining: 2))
    expectEqual(auth?.state.routes.count, 2)
    app.handle(.popped(stack: 1, remaining: 1))
    expectEqual(auth?.state.routes, [.login(email: nil)])
    expect(auth?.isRunning == true, "a child that keeps screens stays")
  }

  test("system: a sheet pulled down closes the modal; reporting it twice changes nothing") {
    let auth = AuthCoordinator(input: AuthInput(), wiring: authWiring())
    auth.start()
    auth.send(.login(.forgotPassword))
    auth.handle(.dismissed(stack: 1))
    expectEqual(auth.state.routes, [.login(email: nil)])
    auth.handle(.dismissed(stack: 1))
    expectEqual(auth.state.routes, [.login(email: nil)])
  }

  test("system: a sheet holding a screen that forbids the system back is not pulled down") {
    let auth = AuthCoordinator(input: AuthInput(), wiring: authWiring())
    auth.start()
    auth.send(.login(.forgotPassword))
    auth.send(.resetPassword(.send(email: "x")))
    expect(!FlowLayout(screens: auth.screens).stacks[1].allowsUserDismiss, "resetLinkSent says 'systemBack: false'")
    auth.handle(.dismissed(stack: 1))
    expectEqual(auth.state.routes.count, 3, "a pull-down that arrives anyway is ignored")
  }

  test("system: pulling down a child's modal cancels the child with dismissed and releases it at once") {
    let auth = AuthCoordinator(input: AuthInput(), wiring: authWiring())
    auth.start()
    auth.send(.login(.register))
    weak var weakChild: OnboardingCoordinator<String>?
    do {
      let onboarding = child(of: auth, OnboardingCoordinator<String>.self)
      weakChild = onboarding
      auth.handle(.dismissed(stack: 1))
      expectEqual(onboarding?.result, .cancelled(.dismissed))
    }
    expect(weakChild == nil, "released")
    expectEqual(auth.state.routes, [.login(email: nil)])
    expect(auth.isRunning)
  }

  test("system: a pop inside a child's stack pops the child; popping its last screen ends it with back") {
    let ruling = RulingCoordinator(input: RulingInput(), wiring: rulingWiring())
    ruling.start()
    ruling.send(.root(.pushLeaf))
    weak let leaf = child(of: ruling, LeafCoordinator<String>.self)
    leaf?.send(.leafScreen(.more))
    expectEqual(render(ruling, screens), ["push: root > leafScreen > leafNext"])
    ruling.handle(.popped(stack: 0, remaining: 2))
    expectEqual(leaf?.state.routes, [.leafScreen])
    guard case .pushed(let state) = ruling.state.top?.route else { return fail("pushed on top") }
    expectEqual(state.routes, [.leafScreen], "the parent's state holds the child's")
    var result: FlowResult<LeafOutcome>?
    leaf?.onFinish = { result = $0 }
    ruling.handle(.popped(stack: 0, remaining: 1))
    expectEqual(result, .cancelled(.back))
    expect(leaf == nil, "released")
    expectEqual(ruling.state.routes, [.root])
  }

  test("system: inside a tab, pops and dismissals go to the tab's flow") {
    let app = makeSignedInApp()
    let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    profile?.send(.overview(.settings))
    profile?.send(.settings(.notifications(preferences: [:])))
    guard let tab = tabs(of: app)?.tabs[1] else { return fail("Profile's tab") }
    expectEqual(FlowLayout(screens: tab.screens).stacks.map(\.screens.count), [3])
    tab.node.handle(.popped(stack: 0, remaining: 1))
    expectEqual(profile?.state.routes, [.overview(userId: userID)])
    profile?.send(.overview(.edit))
    tabs(of: app)?.tabs[1].node.handle(.dismissed(stack: 1))
    expectEqual(profile?.state.routes, [.overview(userId: userID)])
    guard case .main(let main) = app.state.top?.route else { return fail("main on top") }
    expectEqual(main.profile.routes, [.overview(userId: userID)], "the root's state follows")
  }
}

@MainActor
func runLifetimeScenarios() {
  test("lifetime: cancelling the root cascades to children and grandchildren, which are released") {
    let app = makeSignedInApp()
    var appResult: FlowResult<AppOutcome>?
    app.onFinish = { appResult = $0 }
    weak var weakMaterials: MaterialsCoordinator<String>?
    weak var weakProfile: ProfileCoordinator<String>?
    weak var weakQuiz: AssessmentCoordinator<String>?
    do {
      let materials = child(of: app, MaterialsCoordinator<String>.self)
      materials?.send(.list(.open(materialId: materialID)))
      materials?.send(.detail(.takeQuiz(title: "T")))
      let quiz = materials.flatMap { child(of: $0, AssessmentCoordinator<String>.self) }
      let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
      (weakMaterials, weakProfile, weakQuiz) = (materials, profile, quiz)
      expect(quiz?.isRunning == true)
      app.cancel()
      expectEqual(materials?.result, .cancelled(.parentEnded))
      expectEqual(profile?.result, .cancelled(.parentEnded))
      expectEqual(quiz?.result, .cancelled(.parentEnded))
    }
    expectEqual(appResult, .cancelled(.removed))
    expect(weakMaterials == nil && weakProfile == nil && weakQuiz == nil, "ended flows are released")
    expect(app.children.isEmpty && app.screens.isEmpty)
  }

  test("lifetime: a finished child is released at once, and so is its own child") {
    let app = makeApp(.signedOut)
    weak var weakAuth: AuthCoordinator<String>?
    weak var weakOnboarding: OnboardingCoordinator<String>?
    do {
      let auth = child(of: app, AuthCoordinator<String>.self)
      auth?.send(.login(.register))
      let onboarding = auth.flatMap { child(of: $0, OnboardingCoordinator<String>.self) }
      (weakAuth, weakOnboarding) = (auth, onboarding)
      auth?.send(.login(.cancel))
      expectEqual(auth?.result, nil, "login is not on top: the event is ignored")
      // Onboarding runs in a full-screen modal of its own (stack 2): closing it ends it.
      app.handle(.dismissed(stack: 2))
      expectEqual(onboarding?.result, .cancelled(.dismissed))
    }
    expect(weakOnboarding == nil, "the dismissed grandchild is released")
    weakAuth?.send(.login(.cancel))
    expect(weakAuth == nil, "the finished child is released")
    expectEqual(app.state.routes, [.welcome])
  }

  test("lifetime: the parent navigating away ends the child with removed") {
    let ruling = RulingCoordinator(input: RulingInput(), wiring: rulingWiring())
    ruling.start()
    ruling.send(.root(.openSheet))
    ruling.send(.sheetRoot(.pushLeaf))
    weak let leaf = child(of: ruling, LeafCoordinator<String>.self)
    var result: FlowResult<LeafOutcome>?
    leaf?.onFinish = { result = $0 }
    ruling.show(RulingState(input: RulingInput(), path: [(.root, .push)]))
    expectEqual(result, .cancelled(.removed))
    expect(leaf == nil)
  }

  test("lifetime: dropping the root releases the whole running tree") {
    weak var weakApp: AppCoordinator<String>?
    weak var weakProfile: ProfileCoordinator<String>?
    weak var weakQuiz: AssessmentCoordinator<String>?
    do {
      let app = makeSignedInApp()
      let materials = child(of: app, MaterialsCoordinator<String>.self)
      materials?.send(.list(.open(materialId: materialID)))
      materials?.send(.detail(.takeQuiz(title: "T")))
      app.observe { _ in }
      _ = render(app, screens)
      weakApp = app
      weakProfile = child(of: app, ProfileCoordinator<String>.self, at: 1)
      weakQuiz = materials.flatMap { child(of: $0, AssessmentCoordinator<String>.self) }
      expect(weakQuiz?.isRunning == true)
    }
    expect(weakApp == nil && weakProfile == nil && weakQuiz == nil, "no reference cycles")
  }
}

@MainActor
func runDeepLinkScenarios() {
  func url(_ text: String) -> URL { URL(string: text)! }

  test("deep links: Auth's two login links, the email from the query, percent-decoded") {
    expectEqual(AuthState(url: url("myapp://login?email=a%40b.c"))?.routes, [.login(email: "a@b.c")])
    expectEqual(AuthState(url: url("myapp:///auth/login"))?.routes, [.login(email: nil)])
    expectEqual(
      AuthState(url: url("https://example.com/login?email="))?.routes, [.login(email: nil)], "empty is absent")
    expect(AuthState(url: url("myapp://login/extra")) == nil)
  }

  test("deep links: from the root, a decision at start contributes nothing to the back stack") {
    guard let state = AppState(url: url("myapp://login?email=x")) else { return fail("the link opens") }
    expectEqual(state.steps.count, 1)
    expectEqual(state.top?.style, .push)
    guard case .auth(let auth) = state.top?.route else { return fail("auth") }
    expectEqual(auth.routes, [.login(email: "x")])
    let app = AppCoordinator(state: state, wiring: appWiring())
    app.start()
    expectEqual(render(app, screens), ["push: login(x)"])
  }

  test("deep links: Materials' three links on the start step, optional values absent, parsed or refused") {
    expectEqual(
      MaterialsState(url: url("myapp://materials?topic=swift&downloaded=true"))?.routes,
      [.list(topic: "swift", downloadedOnly: true)])
    expect(MaterialsState(url: url("myapp://materials?downloaded=1")) == nil, "Bool(_:) reads true and false only")
    expectEqual(
      MaterialsState(url: url("myapp://search?q=caf%C3%A9%20au%20lait"))?.routes,
      [.list(topic: nil, downloadedOnly: nil), .search(query: "café au lait")])
    let detail = MaterialsState(url: url("https://x.org/materials/\(materialID.uuidString)?tab=notes"))
    expectEqual(
      detail?.routes, [.list(topic: nil, downloadedOnly: nil), .detail(materialId: materialID, tab: "notes")])
    expectEqual(detail?.steps.map(\.style), [.push, .push])
    expect(MaterialsState(url: url("myapp://materials/not-a-uuid")) == nil)
    expect(MaterialsState(url: url("myapp://materials/\(materialID.uuidString)/more")) == nil)
  }

  test("deep links: Profile's settings link, its input given") {
    let state = ProfileState(url: url("myapp://settings?section=privacy"), input: ProfileInput(userId: userID))
    expectEqual(state?.routes, [.overview(userId: userID), .settings(section: "privacy")])
  }

  test("deep links: into a tab from the root needs the tab flows' inputs: they come from the running tree") {
    expect(AppState(url: url("myapp://settings")) == nil, "no signed-in user: Profile's userId is not there")
    expect(AppState(url: url("myapp://search")) == nil, "the Profile tab could not be made")
    let app = makeSignedInApp()
    let materials = child(of: app, MaterialsCoordinator<String>.self)
    materials?.send(.list(.search))
    let tabsStep = app.screens.map(\.id)
    let materialsScreens = tabs(of: app)?.tabs[0].screens.map(\.id)
    let overview = tabs(of: app)?.tabs[1].screens.first?.id
    expect(app.open(url("myapp://settings?section=privacy")))
    expectEqual(
      render(app, screens), ["push: [Materials: list(-, -) > search(-) | *Profile: overview(E621) > settings(privacy)]"]
    )
    expectEqual(app.screens.map(\.id), tabsStep, "the tabs step stays, with its running tabs")
    expectEqual(tabs(of: app)?.tabs[0].screens.map(\.id), materialsScreens, "the tab the link does not touch stays")
    expectEqual(tabs(of: app)?.tabs[1].screens.first?.id, overview, "the link's tab keeps the screen both share")
    let searchScreens = tabs(of: app)?.tabs[0].screens.map(\.id)
    let profileScreens = tabs(of: app)?.tabs[1].screens.map(\.id)
    expect(app.open(url("myapp://materials/\(materialID.uuidString)")))
    expectEqual(
      render(app, screens),
      ["push: [*Materials: list(-, -) > search(-) > detail(1111, -) | Profile: overview(E621) > settings(privacy)]"],
      "search leads to detail: the link pushes it on the running stack (format v2)")
    expectEqual(
      tabs(of: app)?.tabs[0].screens.dropLast().map(\.id), searchScreens, "the tab's running screens stay as they are")
    expectEqual(tabs(of: app)?.tabs[1].screens.map(\.id), profileScreens, "the other tab is not rebuilt")
    expect(!app.open(url("myapp://nowhere")))
    expect(!app.open(url("myapp://materials/nope")))
  }

  test("deep links: of several paths to the linked flow, the first breadth first in the files' order") {
    guard let state = LinkRootState(url: url("myapp://linkleaf/3")) else { return fail("the link opens") }
    expectEqual(state.steps.map(\.style), [.push, .sheet])
    guard case .leaf(let leaf) = state.top?.route else { return fail("the direct path, through step leaf") }
    expectEqual(leaf.routes, [.top, .deep(n: 3, ratio: nil)])
    let root = LinkRootCoordinator(state: state, wiring: linkRootWiring())
    root.start()
    expectEqual(render(root, screens), ["push: home", "sheet: top > deep(3, -)"])
    guard case .inner(let inner) = LinkMiddleState(url: url("myapp://linkleaf/4"))?.top?.route else {
      return fail("from LinkMiddle, through its step inner")
    }
    expectEqual(inner.routes, [.top, .deep(n: 4, ratio: nil)])
    let byType = LinkRootState(url: url("myapp://linkleaf/\(materialID.uuidString)"))
    guard case .middle(let middle) = byType?.top?.route else { return fail("a UUID: LinkMiddle's link") }
    expectEqual(middle.routes, [.mid, .code(code: materialID)])
  }

  test("deep links: a child flow's input by name from the link, then from the enclosing flow's input") {
    let state = LinkHomeState(url: url("myapp://items/42?rating=5"), input: LinkHomeInput(source: "mail"))
    expectEqual(state?.steps.map(\.style), [.push, .push])
    guard case .item(let item) = state?.top?.route else { return fail("the link opens, through step item") }
    expectEqual(item.input, LinkItemInput(itemId: "42", source: "mail", rating: 5))
    expectEqual(item.routes, [.detail(itemId: "42", rating: 5)])
    let home = LinkHomeCoordinator(input: LinkHomeInput(source: "web"), wiring: linkHomeWiring())
    home.start()
    expect(home.open(url("https://example.org/items/7")), "open() on a running app")
    expectEqual(render(home, screens), ["push: home(-, -) > detail(7, -)"])
    expect(home.open(url("myapp://items/8?rating=2")), "while LinkItem runs, its input anew from the link and LinkHome")
    expectEqual(
      child(of: home, LinkItemCoordinator<String>.self)?.state.input,
      LinkItemInput(itemId: "8", source: "web", rating: 2))
    expectEqual(render(home, screens), ["push: home(-, -) > detail(8, 2)"])
    let opened = LinkHomeCoordinator(input: LinkHomeInput(source: "web"), wiring: linkHomeWiring())
    opened.start()
    opened.send(.home(.open(itemId: "3", rating: 4)))
    expectEqual(render(opened, screens), ["push: home(-, -) > detail(3, 4)"])
    expect(opened.open(url("myapp://items/9")))
    expectEqual(
      child(of: opened, LinkItemCoordinator<String>.self)?.state.input,
      LinkItemInput(itemId: "9", source: "web", rating: nil),
      "a child a screen pushed lends nothing: the running LinkItem's rating 4 is not taken")
  }

  test("deep links: into a tab whose flow's input comes from the link: that tab from the link, the others new") {
    let state = LinkTabsState(url: url("myapp://items/5"), input: LinkTabsInput(source: "tabs"))
    expectEqual(state?.routes.first, .hub)
    guard case .main(let tabs) = state?.top?.route else { return fail("the link opens, through the tabs step") }
    expectEqual(tabs.selectedTab, 1)
    expectEqual(tabs.linkItem.input, LinkItemInput(itemId: "5", source: "tabs", rating: nil))
    expectEqual(tabs.linkItem.routes, [.detail(itemId: "5", rating: nil)])
    expect(tabs.linkHistory.steps.isEmpty, "the other tab is new: it starts when shown")
  }

  test("deep links: a link on / with optional query items; a URL with a fragment opens no link") {
    let input = LinkHomeInput(source: "web")
    expectEqual(
      LinkHomeState(url: url("https://matrix.to/?hint=x"), input: input)?.routes, [.home(provider: nil, hint: "x")])
    expectEqual(LinkHomeState(url: url("myapp:///"), input: input)?.routes, [.home(provider: nil, hint: nil)])
    expect(LinkHomeState(url: url("https://matrix.to/#/@alice:example.org"), input: input) == nil, "a permalink")
    expect(LinkHomeState(url: url("https://example.org/items/7#top"), input: input) == nil)
    expectEqual(LinkHomeState(url: url("https://example.org/items/7#"), input: input)?.steps.count, 2, "empty fragment")
    let home = LinkHomeCoordinator(input: input, wiring: linkHomeWiring())
    home.start()
    expect(!home.open(url("https://matrix.to/#/@alice:example.org")))
    expectEqual(render(home, screens), ["push: home(-, -)"])
  }

  test("deep links: the back stack is the one the flow builds on its shortest way to the screen") {
    let input = LinkBrowserInput(profile: "me")
    let browse = LinkBrowserState(url: url("myapp://browse?url=x"), input: input)
    expectEqual(browse?.routes, [.browser(address: "x")], "launch --replace--> browser: no launch below")
    let about = LinkBrowserState(url: url("myapp://about"), input: input)
    expectEqual(
      about?.routes, [.browser(address: nil), .settings(profile: "me"), .about],
      "inside the sheet; the decision takes no room")
    expectEqual(about?.steps.map(\.style), [.push, .sheet, .push])
    let history = LinkBrowserState(url: url("myapp://history"), input: input)
    expectEqual(
      history?.steps.map(\.style), [.push, .fullScreen], "the subflow step presented as the flow presents it")
    guard case .history(let child) = history?.top?.route else { return fail("through step history") }
    expectEqual(child.routes, [.list])
    let browser = LinkBrowserCoordinator(input: input, wiring: linkBrowserWiring())
    browser.start()
    expectEqual(render(browser, screens), ["push: launch"])
    expect(browser.open(url("myapp://about")))
    expectEqual(render(browser, screens), ["push: browser(-)", "sheet: settings(me) > about"])
    expect(browser.open(url("https://example.org/browse")))
    expectEqual(render(browser, screens), ["push: browser(-)"])
  }

  test("deep links: Int, Double, Bool and UUID values read exactly as Int(_:), Double(_:), Bool(_:), UUID(uuidString:)")
  {
    @MainActor func deep(_ link: String) -> LinkLeafRoute? {
      LinkLeafState(url: url("myapp://linkleaf/" + link))?.top?.route
    }
    expectEqual(deep("+5?ratio=2.5"), .deep(n: 5, ratio: 2.5))
    expectEqual(deep("-1?ratio=1e3"), .deep(n: -1, ratio: 1000))
    expectEqual(deep("0?ratio=-.5"), .deep(n: 0, ratio: -0.5))
    expect(deep("1.5") == nil, "not an Int")
    expect(deep("1?ratio=abc") == nil, "not a Double")
    expect(deep("99999999999999999999") == nil, "out of Int's range")
    let lower = materialID.uuidString.lowercased()
    expectEqual(
      MaterialsState(url: url("myapp://materials/\(lower)"))?.top?.route, .detail(materialId: materialID, tab: nil))
    expect(MaterialsState(url: url("myapp://materials/\(materialID.uuidString.dropLast())")) == nil)
    expect(MaterialsState(url: url("myapp://materials?downloaded=True")) == nil, "Bool(_:) is case-sensitive")
    expectEqual(
      MaterialsState(url: url("myapp://materials?downloaded=false"))?.top?.route,
      .list(topic: nil, downloadedOnly: false))
  }

  test("deep links: Keywords' links: optional path values, a param named like a local, Bool strictly") {
    expectEqual(
      KeywordsState(url: url("myapp://keywords/5?default=x"))?.routes, [.default(default: "x", self: 5)])
    let selfLink = KeywordsState(url: url("myapp://self/a%2Fb?match=false&route=3"))
    expectEqual(selfLink?.routes, [.default(default: nil, self: nil), .`self`(send: "a/b", route: 3, match: false)])
    expect(KeywordsState(url: url("myapp://self/a?match=yes")) == nil)
    expect(KeywordsState(url: url("myapp://keywords/five")) == nil)
    let withInput = KeywordsState(url: url("myapp://self/a"), input: KeywordsInput(default: "d", self: 1))
    expectEqual(withInput?.routes.first, .default(default: "d", self: 1), "the start step's params from the input")
  }
}

@MainActor
func runRestorationScenarios() {
  test("restoration: the root state round-trips through Codable and restores the running tree") {
    let app = makeSignedInApp()
    let materials = child(of: app, MaterialsCoordinator<String>.self)
    materials?.send(.list(.open(materialId: materialID)))
    materials?.send(.detail(.takeQuiz(title: "T")))
    materials.flatMap { child(of: $0, AssessmentCoordinator<String>.self) }?.send(.intro(.begin))
    let profile = child(of: app, ProfileCoordinator<String>.self, at: 1)
    profile?.send(.overview(.edit))
    tabs(of: app)?.select(1)
    let saved = app.state
    let restored: AppState
    do {
      restored = try JSONDecoder().decode(AppState.self, from: try JSONEncoder().encode(saved))
    } catch {
      return fail("round trip: \(error)")
    }
    expectEqual(restored, saved)
    let relaunched = AppCoordinator(state: restored, wiring: appWiring())
    relaunched.start()
    expectEqual(relaunched.state, saved)
    expectEqual(render(relaunched, screens), render(app, screens))
    expectEqual(relaunched.screens.map(\.id), app.screens.map(\.id))
    let quiz = child(of: relaunched, MaterialsCoordinator<String>.self).flatMap {
      child(of: $0, AssessmentCoordinator<String>.self)
    }
    quiz?.send(.questions(.answeredAll(answers: [1])))
    expectEqual(quiz?.state.routes.last, .review(answers: [1]), "the restored flows run on")
  }

  test("restoration: keyword names round-trip too") {
    let keywords = KeywordsCoordinator(input: KeywordsInput(default: "d", self: 2), wiring: keywordsWiring())
    keywords.start()
    keywords.send(.default(.import(in: 4)))
    do {
      let data = try JSONEncoder().encode(keywords.state)
      expectEqual(try JSONDecoder().decode(KeywordsState.self, from: data), keywords.state)
    } catch {
      fail("round trip: \(error)")
    }
  }
}

@MainActor
func runKeywordScenarios() {
  test("keywords: a flow whose screens send nothing (its event type has no values) runs") {
    let still = StillCoordinator(input: StillInput(), wiring: stillWiring())
    still.start()
    expectEqual(render(still, screens), ["push: only"])
    expectEqual(still.state.routes, [.only])
  }

  test("names: an app type named like a generated one, written with its module, is the app's type") {
    let origin = Models.StillFlow(origin: "a link")
    let still = StillCoordinator(input: StillInput(origin: origin), wiring: stillWiring())
    expectEqual(still.state.input.origin, origin)
  }

  test("keywords: a flow without screens, whose subflow and tabs run flows without outcomes") {
    decisions.gate = .alone
    let alone = ShapesCoordinator(input: ShapesInput(), wiring: shapesWiring())
    alone.start()
    expectEqual(render(alone, screens), ["push: only"])
    decisions.gate = .together
    let together = ShapesCoordinator(input: ShapesInput(), wiring: shapesWiring())
    together.start()
    expectEqual(render(together, screens), ["push: [*Still: only | Wrapper: leafScreen]"])
    weak var weakWrapper: WrapperCoordinator<String>?
    do {
      let wrapper = child(of: together, WrapperCoordinator<String>.self, at: 1)
      weakWrapper = wrapper
      wrapper.flatMap { child(of: $0, LeafCoordinator<String>.self) }?.send(.leafScreen(.goBack))
      expectEqual(wrapper?.result, .cancelled(.back), "Wrapper leaves: back from its first step")
    }
    expectEqual(together.result, .cancelled(.back), "so does the tabs step, the only step of Shapes")
    expect(weakWrapper == nil, "released")
  }

  test("keywords: steps, events, params and outcomes named like Swift keywords mean what the YAML says") {
    decisions.keywordsAny = .is(in: 3)
    let keywords = KeywordsCoordinator(input: KeywordsInput(default: "d", self: 2), wiring: keywordsWiring())
    keywords.start()
    expectEqual(keywords.state.routes, [.default(default: "d", self: 2)])
    expectEqual(render(keywords, screens), ["push: default(d, 2)"])
    screens.sender("default", KeywordsEvent.Default.self)?(.import(in: 4))
    expectEqual(keywords.state.routes.last, .type(in: 4, input: nil, event: nil))
    keywords.send(.type(.`init`(send: "hi")))
    expectEqual(keywords.state.routes.last, .`self`(send: "hi", route: nil, match: nil))
    expectEqual(render(keywords, screens), ["push: default(d, 2) > type(4, -, -) > self(hi, -, -)"])
    screens.sender("self", KeywordsEvent.`Self`.self)?(.static(in: 1, input: "i"))
    expectEqual(keywords.state.routes.last, .type(in: 1, input: "i", event: nil), "input and event bound by name")
    expectEqual(keywords.state.top?.style, .fullScreen)
    keywords.send(.type(.back))
    keywords.send(.`self`(.where))
    expectEqual(keywords.state.routes, [.default(default: "d", self: 2)])
    keywords.send(.default(.switch))
    keywords.send(.protocol(.if))
    expectEqual(keywords.state.routes.last, .type(in: 3, input: nil, event: nil), "the decision named any")
    keywords.send(.type(.case))
    expectEqual(keywords.result, .outcome(.class(in: 3)))
    let other = KeywordsCoordinator(input: KeywordsInput(), wiring: keywordsWiring())
    other.start()
    other.send(.default(.return))
    expectEqual(other.result, .outcome(.return))
  }
}

@MainActor
func runLinkValueScenarios() {
  test("links: text with spaces, reserved characters and accents reads back as it was written") {
    for text in ["café au lait", "a&b=c/d?e#f", "100% + more", "ünïcödé/\\"] {
      let link = MaterialsLink.search(query: text)
      expectEqual(MaterialsLink(url: link.url), link, "\(link.url)")
      expectEqual(MaterialsLink(url: link.url(base: URL(string: "https://example.com/")!)), link)
    }
  }

  test("links: a typed link opens as its URL does, from the root into the running tab") {
    let app = makeSignedInApp()
    expect(app.open(MaterialsLink.detail(materialId: materialID, tab: "notes")))
    expectEqual(
      render(app, screens), ["push: [*Materials: list(-, -) > detail(1111, notes) | Profile: overview(E621)]"])
    expect(MaterialsLink(url: URL(string: "myapp://elsewhere")!) == nil)
    expect(MaterialsLink(url: URL(string: "myapp://materials/not-a-uuid")!) == nil)
  }

  test("links: a repeated query item fills a list, in the URL's order; absent, the list is empty") {
    let state = ServersState(url: URL(string: "https://example.org/join/%23room:example.org?via=a.org&via=b.org")!)
    expectEqual(state?.routes, [.list, .join(alias: "#room:example.org", via: ["a.org", "b.org"])])
    expectEqual(ServersState(url: URL(string: "myapp://join/lobby")!)?.routes.last, .join(alias: "lobby", via: []))
    let link = ServersLink.join(alias: "#room:example.org", via: ["a.org", "b&c.org"])
    expectEqual(ServersLink(url: link.url), link, "\(link.url)")
  }

  test("links: a repeated query item fills a list of a child flow's input on the link's way") {
    let servers = ServersCoordinator(input: ServersInput(), wiring: serversWiring())
    servers.start()
    expect(servers.open(URL(string: "myapp://server-room/lobby?via=a.org&via=b.org")!), "the link opens")
    expectEqual(render(servers, screens), ["push: list > roomTimeline(lobby, a.org|b.org)"])
    expectEqual(
      child(of: servers, ServerRoomCoordinator<String>.self)?.state.input,
      ServerRoomInput(alias: "lobby", via: ["a.org", "b.org"]))
    expect(servers.open(URL(string: "myapp://server-room/hall")!), "no item: an empty list")
    expectEqual(child(of: servers, ServerRoomCoordinator<String>.self)?.state.input.via, [])
  }

  test("links: a link bound to a host reads the fragment of that host's URLs only") {
    let permalink = URL(string: "https://matrix.to/#/!abc:example.org?via=a.org&via=b.org")!
    expectEqual(
      PermalinksState(url: permalink)?.routes, [.home, .room(roomId: "!abc:example.org", via: ["a.org", "b.org"])])
    expectEqual(
      PermalinksState(url: URL(string: "https://MATRIX.to/#/!abc:example.org/$event1")!)?.routes.last,
      .message(roomId: "!abc:example.org", eventId: "$event1"), "hosts compare without case")
    expect(PermalinksState(url: URL(string: "https://example.com/#/!abc:example.org")!) == nil, "another host")
    expect(PermalinksState(url: URL(string: "myapp://matrix.to/#/!abc")!) == nil, "not a web URL")
    expectEqual(PermalinksState(url: URL(string: "myapp://rooms/!abc")!)?.routes.last, .room(roomId: "!abc", via: []))
    expect(PermalinksState(url: URL(string: "myapp://rooms/!abc#top")!) == nil, "a fragment its pattern does not read")
    let link = PermalinksLink.room(roomId: "!abc:example.org", via: ["a.org"])
    expectEqual(
      link.url(base: URL(string: "myapp://")!).absoluteString, "https://matrix.to/#/%21abc%3Aexample.org?via=a.org")
  }

  test("links: a link bound to a custom scheme reads that scheme's URLs only") {
    expectEqual(
      PermalinksState(url: URL(string: "element://event/!abc/$e2")!)?.routes.last,
      .message(roomId: "!abc", eventId: "$e2"))
    expectEqual(
      PermalinksState(url: URL(string: "ELEMENT://event/!abc/$e2")!)?.routes.last,
      .message(roomId: "!abc", eventId: "$e2"), "schemes compare without case")
    expect(PermalinksState(url: URL(string: "https://example.org/event/!abc/$e2")!) == nil, "a web page")
    expect(PermalinksState(url: URL(string: "myapp://event/!abc/$e2")!) == nil, "another scheme")
    let link = PermalinksLink.message2(roomId: "!abc", eventId: "$e2")
    expectEqual(link.url(base: URL(string: "https://example.org")!).absoluteString, "element://event/%21abc/%24e2")
    expectEqual(PermalinksLink(url: link.url(base: URL(string: "myapp://")!)), link)
  }

  test("links: a link's URL on a web base keeps the base's path and drops its query") {
    let url = AuthLink.login(email: "a@b.c").url(base: URL(string: "https://example.com/?x=1")!)
    expectEqual(url.absoluteString, "https://example.com/login?email=a%40b.c")
    expectEqual(AuthLink.login2(email: nil).url.absoluteString, "flowc-link://auth/login")
  }
}

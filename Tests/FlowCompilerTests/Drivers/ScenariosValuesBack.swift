// Values handed back (format v2) and closing a modal to go on below it (Drivers/Flows/topics.flow.yaml): the screen a
// `back`, `dismiss` or `popTo` reveals receives the values by name, as a typed call on its `FlowReceiver`, and only
// when that transition reveals it; a `{ dismiss: { to: … } }` closes the sheet and shows its target from the screen
// that presented it.

import FlowcRuntime
import Foundation

/// A running Topics flow, its list's receiver collecting what it gets as text (`topic/count`).
@MainActor
func makeTopics() -> (TopicsCoordinator<String>, () -> [String]) {
  let topics = TopicsCoordinator(input: TopicsInput(), wiring: topicsWiring())
  topics.start()
  _ = render(topics, screens)  // the host makes the screens it shows
  var received: [String] = []
  screens.topicListReceiver?.onReceive { values in
    received.append("\(values.topic)/\(values.count.map(String.init) ?? "-")")
  }
  return (topics, { received })
}

@MainActor
func runValuesBackScenarios() {
  test("values back: a tab flow's outcome closes a tab tray shown full screen and hands its value to the page") {
    let browser = TrayBrowserCoordinator(input: TrayBrowserInput(), wiring: trayBrowserWiring())
    browser.start()
    screens.pageReceived = []
    _ = render(browser, screens)
    screens.sender("page", TrayBrowserEvent.Page.self)?(.showTabs)
    expectEqual(
      render(browser, screens), ["push: page(-)", "fullScreen: [*TrayTabs: trayGrid | TrayPrivate: trayPrivateGrid]"])
    tabs(of: browser)?.select(1)
    _ = render(browser, screens)
    screens.sender("trayPrivateGrid", TrayPrivateEvent.TrayPrivateGrid.self)?(.pick(tabId: "t7"))
    expectEqual(render(browser, screens), ["push: page(-)"], "the tray closed, both panels with it")
    expectEqual(screens.pageReceived, ["t7"], "the page received the tab picked")
    expect(browser.children.isEmpty, "the panels ended")
    screens.sender("page", TrayBrowserEvent.Page.self)?(.showTabs)
    browser.send(.tray(.done))
    expectEqual(render(browser, screens), ["push: page(-)"])
    expectEqual(screens.pageReceived, ["t7"], "Done hands nothing back")
    screens.sender("page", TrayBrowserEvent.Page.self)?(.showTabs)
    browser.send(.tray(.newTab(tabId: "n1")))
    expectEqual(screens.pageReceived, ["t7", "n1"], "the container's own + button hands the new tab back")
  }

  test("values back: dismissing a sheet hands its values to the screen that presented it") {
    let (topics, received) = makeTopics()
    topics.send(.topicList(.pick))
    topics.send(.chooser(.picked(topic: "Swift")))
    expectEqual(topics.state.routes, [.topicList])
    expectEqual(received(), ["Swift/-"], "count is optional and was not sent: nil")
  }

  test("values back: from a screen pushed inside the sheet, each value by name") {
    let (topics, received) = makeTopics()
    topics.send(.topicList(.pick))
    topics.send(.chooser(.more))
    topics.send(.moreChoices(.picked(topic: "Rust", count: 3)))
    expectEqual(topics.state.routes, [.topicList])
    expectEqual(received(), ["Rust/3"])
  }

  test("values back: back and popTo hand theirs to the screen they reveal") {
    let (topics, received) = makeTopics()
    topics.send(.topicList(.search))
    topics.send(.finder(.found(topic: "Go")))
    topics.send(.topicList(.search))
    topics.send(.finder(.deeper))
    topics.send(.findResult(.chosen(topic: "Zig")))
    expectEqual(topics.state.routes, [.topicList])
    expectEqual(received(), ["Go/-", "Zig/-"])
  }

  test("values back: going back without values (the system back) delivers nothing") {
    let (topics, received) = makeTopics()
    topics.send(.topicList(.search))
    topics.handle(.popped(stack: 0, remaining: 1))
    topics.send(.topicList(.pick))
    topics.handle(.dismissed(stack: 1))
    expectEqual(topics.state.routes, [.topicList])
    expectEqual(received(), [])
  }

  test("values back: values that arrive before the screen listens are handed over when it does") {
    let topics = TopicsCoordinator(input: TopicsInput(), wiring: topicsWiring())
    topics.start()
    _ = render(topics, screens)
    topics.send(.topicList(.pick))
    topics.send(.chooser(.picked(topic: "Late")))
    var received: [String] = []
    screens.topicListReceiver?.onReceive { received.append($0.topic) }
    expectEqual(received, ["Late"])
  }

  test("close and go on: closing the sheet pushes the target on the stack below it") {
    let (topics, _) = makeTopics()
    topics.send(.topicList(.scan))
    expectEqual(render(topics, screens), ["push: topicList", "sheet: qrCode"])
    topics.send(.qrCode(.manual))
    expectEqual(render(topics, screens), ["push: topicList > manualLogin"])
    topics.send(.manualLogin(.cancel))
    expectEqual(topics.state.routes, [.topicList])
  }

  test("close and go on: the target can replace the stack below, with the values sent") {
    let (topics, received) = makeTopics()
    topics.send(.topicList(.scan))
    topics.send(.qrCode(.room(topic: "Lobby")))
    expectEqual(render(topics, screens), ["push: room(Lobby)"])
    expectEqual(received(), [], "its values fill the target's params; the list is gone")
  }
}

@MainActor
func runArgumentScenarios() {
  test("args: constants fill a screen's params, each as Swift reads its literal") {
    let gateway = GatewayCoordinator(input: GatewayInput(), wiring: gatewayWiring())
    gateway.start()
    gateway.send(.door(.settings))
    expectEqual(
      gateway.state.routes.last, .limits(title: "Limits", retries: 3, timeout: 0.5, banner: nil, strict: true))
  }

  test("args: a deep link through a subflow step gives its child the step's constants") {
    let shelf = ArgsShelfCoordinator(input: ArgsShelfInput(), wiring: argsShelfWiring())
    shelf.start()
    expect(shelf.open(URL(string: "myapp://reader-settings")!), "the link opens: the constant fills the input")
    expectEqual(render(shelf, screens), ["push: shelf > page(compact) > readerSettings"])
  }

  test("args: a start that is a subflow step starts its child with the step's constants") {
    let gate = QuickGateCoordinator(input: QuickGateInput(), wiring: quickGateWiring())
    gate.start()
    expectEqual(
      child(of: gate, SignInCoordinator<String>.self)?.state.input, SignInInput(mode: .register, isNewLogin: true))
    child(of: gate, SignInCoordinator<String>.self)?.send(.credentials(.ok))
    expectEqual(
      child(of: gate, SignInCoordinator<String>.self)?.state.input, SignInInput(mode: .register, isNewLogin: true),
      "and every way into it")
  }

  test("args: a subflow step's constants fill its child's input; the transition's come first") {
    let gateway = GatewayCoordinator(input: GatewayInput(), wiring: gatewayWiring())
    gateway.start()
    gateway.send(.door(.login))
    expectEqual(render(gateway, screens), ["push: door > credentials(login, false)"])
    gateway.send(.door(.register))  // ignored: door is not on top
    let signIn = child(of: gateway, SignInCoordinator<String>.self)
    expectEqual(signIn?.state.input, SignInInput(mode: .login, isNewLogin: false))
    let registering = GatewayCoordinator(input: GatewayInput(), wiring: gatewayWiring())
    registering.start()
    registering.send(.door(.register))
    expectEqual(
      child(of: registering, SignInCoordinator<String>.self)?.state.input,
      SignInInput(mode: .register, isNewLogin: true))
  }

  test("args: an outcome's payload from constants") {
    let gateway = GatewayCoordinator(input: GatewayInput(), wiring: gatewayWiring())
    var result: FlowResult<GatewayOutcome>?
    gateway.onFinish = { result = $0 }
    gateway.start()
    gateway.send(.door(.login))
    child(of: gateway, SignInCoordinator<String>.self)?.send(.credentials(.ok))
    expectEqual(result, .outcome(.signedIn(method: "password", attempts: 1)))
  }
}

@MainActor
func runEntryScenarios() {
  test("entries: a subflow step starts its child on an entry, the entry's stack below it") {
    let member = MemberCoordinator(input: MemberInput(), wiring: memberWiring())
    member.start()
    member.send(.memberHome(.privacy(userId: "u1")))
    expectEqual(render(member, screens), ["push: memberHome > optionList(u1) > privacyOptions(u1, -)"])
    member.handle(.popped(stack: 0, remaining: 2))
    expectEqual(render(member, screens), ["push: memberHome > optionList(u1)"], "back goes to the list")
    expect(child(of: member, OptionsCoordinator<String>.self)?.isRunning == true)
  }

  test("entries: an entry of one screen, in the sheet its subflow step presents") {
    let member = MemberCoordinator(input: MemberInput(), wiring: memberWiring())
    member.start()
    member.send(.memberHome(.about(userId: "u1")))
    expectEqual(render(member, screens), ["push: memberHome", "sheet: aboutOptions"])
    child(of: member, OptionsCoordinator<String>.self)?.send(.aboutOptions(.done))
    expectEqual(render(member, screens), ["push: memberHome"])
  }

  test("entries: a link to an entry's screen opens on the entry's stack") {
    let state = FlowState<OptionsFlow>(
      url: URL(string: "app://options/u2/privacy?section=ads")!, input: OptionsInput(userId: "u2"))
    expectEqual(state?.routes, [.optionList(userId: "u2"), .privacyOptions(userId: "u2", section: "ads")])
    expectEqual(OptionsFlow.state(at: .privacy, input: OptionsInput(userId: "u3")).routes.count, 2)
  }
}

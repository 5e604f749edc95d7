// Requests and app events (format v2; Drivers/Flows/session, chats, calls, inbox): a child flow asks its parent
// for something and keeps running, its screens below what the parent shows; the app sends events from outside,
// which reach every running flow of their kind and act where the flow file says they apply.

import FlowcRuntime
import Foundation

/// A running Session hub, on its tabs.
@MainActor
func makeSession() -> SessionCoordinator<String> {
  let session = SessionCoordinator(input: SessionInput(tab: 0), wiring: sessionWiring())
  session.start()
  _ = render(session, screens)
  return session
}

@MainActor
func runRequestScenarios() {
  test("requests: a tab's request shows the settings over the tabs, and the tab keeps its screens") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r1"))
    expectEqual(render(session, screens), ["push: [*Chats: list > room(r1) | Calls: history]"])
    let chats = session.children[0]
    screens.sender("list", ChatsEvent.List.self)?(.settings)  // from a screen no longer on top: ignored
    expectEqual(render(session, screens), ["push: [*Chats: list > room(r1) | Calls: history]"])
    // The room's own request.
    screens.sender("room", ChatsEvent.Room.self)?(.call)
    expectEqual(
      render(session, screens), ["push: [*Chats: list > room(r1) | Calls: history]", "fullScreen: call(r1)"])
    expect(chats === session.children[0], "the Chats flow is the same running flow")
    expect(chats.isRunning)
    screens.sender("call", SessionEvent.Call.self)?(.hangUp)
    expectEqual(render(session, screens), ["push: [*Chats: list > room(r1) | Calls: history]"])
  }

  test("requests: the settings sheet closes back onto the tab as it was") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.settings)
    expectEqual(render(session, screens), ["push: [*Chats: list | Calls: history]", "sheet: settings"])
    session.handle(.dismissed(stack: 1))
    expectEqual(render(session, screens), ["push: [*Chats: list | Calls: history]"])
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r2"))
    expectEqual(render(session, screens), ["push: [*Chats: list > room(r2) | Calls: history]"])
  }

  test("requests: another tab's request, with its payload, leaves the other tabs as they are") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r3"))
    session.send(.home(.callsStartCall(roomId: "r9")))
    expectEqual(
      render(session, screens), ["push: [*Chats: list > room(r3) | Calls: history]", "fullScreen: call(r9)"])
  }

  test("requests: a subflow step's child asks, and goes on below the sheet") {
    let inbox = InboxCoordinator(input: InboxInput(), wiring: inboxWiring())
    inbox.start()
    _ = render(inbox, screens)
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r4"))
    expectEqual(render(inbox, screens), ["push: list > room(r4)"])
    screens.sender("room", ChatsEvent.Room.self)?(.call)
    expectEqual(render(inbox, screens), ["push: list > room(r4)", "fullScreen: inboxCall(r4)"])
    expectEqual(inbox.state.routes.count, 2, "the chats step stays below the call")
    _ = render(inbox, screens)
    screens.sender("inboxCall", InboxEvent.InboxCall.self)?(.hangUp)
    expectEqual(inbox.result, .outcome(.closed))
  }

  test("tabs: a tab's outcome that shows a tab starts that tab again and keeps the others") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r8"))
    tabs(of: session)?.select(1)
    _ = render(session, screens)
    let chatsScreens = tabs(of: session)?.tabs[0].screens.map(\.id)
    let historyBefore = tabs(of: session)?.tabs[1].screens.map(\.id)
    let calls = session.children[1]
    screens.sender("history", CallsEvent.History.self)?(.redial(roomId: "r8"))
    _ = render(session, screens)
    screens.sender("call", SessionEvent.Call.self)?(.hangUp)
    _ = render(session, screens)
    screens.sender("history", CallsEvent.History.self)?(.clear)
    expectEqual(render(session, screens), ["push: [*Chats: list > room(r8) | Calls: history]"])
    expectEqual(tabs(of: session)?.tabs[0].screens.map(\.id), chatsScreens, "the Chats tab was not rebuilt")
    guard session.children.count == 2 else { return fail("both tabs run") }
    expect(session.children[1] === calls && calls.isRunning, "Calls runs again, the same coordinator")
    expect(tabs(of: session)?.tabs[1].screens.map(\.id) != historyBefore, "a new history screen, made anew")
  }

  test("tabs: a tab's outcome that shows a sheet keeps the tabs: the sheet over them, the ended tab new below it") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r5"))
    tabs(of: session)?.select(1)
    _ = render(session, screens)
    let chatsScreens = tabs(of: session)?.tabs[0].screens.map(\.id)
    let calls = session.children[1]
    let historyBefore = tabs(of: session)?.tabs[1].screens.map(\.id)
    screens.sender("history", CallsEvent.History.self)?(.report(callId: "c1"))
    expectEqual(
      render(session, screens), ["push: [Chats: list > room(r5) | *Calls: history]", "sheet: callReport(c1)"],
      "the payload fills the sheet's params")
    guard let container = session.screens.first?.tabs else { return fail("the tabs are below the sheet") }
    expectEqual(container.tabs[0].screens.map(\.id), chatsScreens, "the Chats tab was not rebuilt")
    expect(session.children.count == 2 && session.children[1] === calls && calls.isRunning, "Calls runs again")
    expect(
      container.tabs[1].screens.map(\.id) != historyBefore,
      "from its start: a new history screen, which hosts make anew")
    screens.sender("callReport", SessionEvent.CallReport.self)?(.send)
    expectEqual(render(session, screens), ["push: [Chats: list > room(r5) | *Calls: history]"])
    expectEqual(session.result, nil)
  }

  test("tabs: a tab's request that shows a tab switches to it") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.calls)
    expectEqual(render(session, screens), ["push: [Chats: list | *Calls: history]"])
  }

  test("tabs: the input chooses the tab shown first; an index out of range shows the first") {
    let calls = SessionCoordinator(input: SessionInput(tab: 1), wiring: sessionWiring())
    calls.start()
    expectEqual(render(calls, screens), ["push: [Chats: list | *Calls: history]"])
    let outOfRange = SessionCoordinator(input: SessionInput(tab: 7), wiring: sessionWiring())
    outOfRange.start()
    expectEqual(render(outOfRange, screens), ["push: [*Chats: list | Calls: history]"])
  }

  test("tabs: the container's own event presents over the tabs, which keep their screens") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r6"))
    session.send(.home(.newChat))
    expectEqual(
      render(session, screens), ["push: [*Chats: list > room(r6) | Calls: history]", "sheet: composer"])
    screens.sender("composer", SessionEvent.Composer.self)?(.send)
    expectEqual(render(session, screens), ["push: [*Chats: list > room(r6) | Calls: history]"])
  }

  test("requests: the parent hears a request once, as an event of its step, reported to observers") {
    let session = makeSession()
    var records: [String] = []
    session.observe { if case .transition(let record) = $0 { records.append(describe(record.transition)) } }
    screens.sender("list", ChatsEvent.List.self)?(.settings)
    expectEqual(records, ["next settings sheet 2"])
  }

  test("app events: an app event handled by the flow's own 'on:' ends the session from a sheet over the tabs") {
    let session = makeSession()
    var ended: FlowResult<SessionOutcome>?
    session.onFinish = { ended = $0 }
    screens.sender("list", ChatsEvent.List.self)?(.settings)
    let tabs = session.children
    let reached = session.send(SessionAppEvent.authError(message: "expired"))
    expectEqual(reached, 1)
    expectEqual(ended, .outcome(.loggedOut))
    expect(tabs.allSatisfy { !$0.isRunning }, "the tabs ended with the session")
  }

  test("app events: a step that sets one to nothing ('appLocked: ~') takes no second lock screen") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.settings)
    session.send(SessionAppEvent.appLocked)
    expectEqual(
      render(session, screens), ["push: [*Chats: list | Calls: history]", "sheet: settings", "fullScreen: lock"],
      "the flow's own 'on:' covers the settings sheet")
    session.send(SessionAppEvent.appLocked)
    expectEqual(session.state.steps.count, 3, "the lock screen ignores it: one lock screen")
    session.send(.lock(.unlocked))
    expectEqual(render(session, screens), ["push: [*Chats: list | Calls: history]", "sheet: settings"])
  }

  test("app events: a child that ends under its parent's lock screen ends from its step; the lock goes first") {
    let root = GuardCoordinator(input: GuardInput(), wiring: guardWiring())
    root.start()
    root.children.first.flatMap { $0 as? GuardSessionCoordinator<String> }?.send(.guardHome(.open))
    root.send(GuardAppEvent.locked)
    expectEqual(render(root, screens), ["push: guardHome > guardDetail", "fullScreen: guardLock"])
    expectEqual(root.send(GuardSessionAppEvent.authError), 1, "the session under the lock hears it")
    expectEqual(render(root, screens), ["push: signedOut"], "its handler replaced the stack, the lock gone first")
    expectEqual(root.result, nil, "the root runs on")
    expect(root.children.isEmpty, "the session ended")
  }

  test("app events: one sent to the root reaches the running flow of its kind, where it applies") {
    let session = makeSession()
    expectEqual(session.send(ChatsAppEvent.roomClosed), 1, "the Chats tab")
    expectEqual(render(session, screens), ["push: [*Chats: list | Calls: history]"], "ignored on the list")
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r5"))
    session.send(ChatsAppEvent.roomClosed)
    expectEqual(render(session, screens), ["push: [*Chats: list | Calls: history]"], "the room closed")
    expect(session.isRunning)
  }

  test("app events: at an alert, the flow's own handler acts, and the alert's buttons are only its own") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.settings)
    _ = render(session, screens)
    screens.sender("settings", SessionEvent.Settings.self)?(.logout)
    expectEqual(
      render(session, screens),
      [
        "push: [*Chats: list | Calls: history]", "sheet: settings",
        "alert: Sign out? [Sign Out(destructive), Cancel(cancel)]",
      ])
    session.send(SessionAppEvent.authError(message: "revoked"))
    expectEqual(session.result, .outcome(.loggedOut))
  }

  test("app events: a payload is no value handed back: popTo with it reveals the list") {
    let session = makeSession()
    screens.sender("list", ChatsEvent.List.self)?(.open(roomId: "r7"))
    session.send(ChatsAppEvent.roomLeft(roomId: "r7"))
    expectEqual(render(session, screens), ["push: [*Chats: list | Calls: history]"])
  }

  test("app events: an app event of a flow that is not running reaches nothing") {
    let session = makeSession()
    expectEqual(session.send(InboxAppEventProbe.none), 0)
  }
}

/// An app event of a flow no test runs here: sending it reaches nothing.
enum InboxAppEventProbe: FlowAppEvent {
  case none
  typealias Flow = InboxFlow
  var flowEvent: InboxEvent { .chatsRequest(.showSettings) }
}

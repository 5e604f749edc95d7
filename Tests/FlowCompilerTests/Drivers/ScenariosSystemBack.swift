// The system back of format v2 (Drivers/Flows/compose.flow.yaml): a pushed screen and a sheet's first screen with no
// events are left by the system, a screen that says `systemBack: false` is not, and a screen that handles
// `systemBack` runs its handler instead of being popped. Lint accepts the flow because of these ways out; these
// scenarios prove the generated code and the runtime take them.

import FlowcRuntime
import Foundation

@MainActor
func makeCompose() -> ComposeCoordinator<String> {
  let compose = ComposeCoordinator(input: ComposeInput(), wiring: composeWiring())
  compose.start()
  return compose
}

@MainActor
func runSystemBackScenarios() {
  test("system back: a pushed screen with no events is left by the back button") {
    let compose = makeCompose()
    compose.send(.draft(.attach))
    expectEqual(render(compose, screens), ["push: draft > attachments"])
    expect(compose.screens.allSatisfy(\.allowsSystemBack), "hosts show the back button")
    compose.handle(.popped(stack: 0, remaining: 1))
    expectEqual(compose.state.routes, [.draft])
  }

  test("system back: a sheet's first screen with no events is pulled down") {
    let compose = makeCompose()
    compose.send(.draft(.recipients))
    expectEqual(render(compose, screens), ["push: draft", "sheet: recipients"])
    expect(FlowLayout(screens: compose.screens).stacks[1].allowsUserDismiss, "hosts let the user pull it down")
    compose.handle(.dismissed(stack: 1))
    expectEqual(compose.state.routes, [.draft])
  }

  test("system back: a screen that says 'systemBack: false' keeps the user, and hosts hide the back button") {
    let compose = makeCompose()
    compose.send(.draft(.send))
    expectEqual(compose.screens.map(\.allowsSystemBack), [true, false])
    compose.handle(.popped(stack: 0, remaining: 1))
    expectEqual(compose.state.routes, [.draft, .sending], "a pop that arrives anyway is ignored")
    compose.send(.sending(.failed))
    compose.handle(.popped(stack: 0, remaining: 1))
    expectEqual(compose.state.routes, [.draft, .sending, .savedDraft], "nor can the back menu jump over it")
  }

  test("system back: a screen that handles 'systemBack' runs its handler, and observers hear of it") {
    let compose = makeCompose()
    var system: [FlowSystemNavigationRecord] = []
    var events: [String] = []
    compose.observe { if case .systemNavigation(let record) = $0 { system.append(record) } }
    compose.observe { change in
      guard case .transition(let record) = change else { return }
      if case .savedDraft(.systemBack) = record.event { events.append("savedDraft.systemBack") }
    }
    compose.send(.draft(.send))
    compose.send(.sending(.failed))
    compose.handle(.popped(stack: 0, remaining: 2))
    expectEqual(compose.result, .outcome(.discarded), "its handler ends the flow instead of a pop")
    expectEqual(events, ["savedDraft.systemBack"])
    expectEqual(system.map(\.sentEvent), [true])
    expectEqual(system.first?.left.map(\.stepName), ["savedDraft"])
    expectEqual(system.first?.event, .popped(stack: 0, remaining: 2))
  }

  test("system back: a plain pop is observed too, with the screens it took away") {
    let compose = makeCompose()
    var system: [FlowSystemNavigationRecord] = []
    compose.observe { if case .systemNavigation(let record) = $0 { system.append(record) } }
    compose.send(.draft(.attach))
    compose.handle(.popped(stack: 0, remaining: 1))
    expectEqual(system.map(\.sentEvent), [false])
    expectEqual(system.first?.left.map(\.stepName), ["attachments"])
    expectEqual(system.first?.left.map(\.flowName), ["Compose"])
  }
}

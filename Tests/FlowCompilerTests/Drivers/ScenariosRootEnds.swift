// The root flow's stack emptied through a child (root-flow-ends): WebAuth, at the bottom of Shell, the root, is left
// by a decision's `back`; the runtime cancels it, removes its subflow step and ends Shell. Flows: Drivers/Flows.

import FlowcRuntime
import Foundation

/// Shell, the root, signed out: WebAuth runs at the bottom of its stack.
@MainActor
func makeShell(web: WebAuthChoice.Web) -> (shell: ShellCoordinator<String>, auth: WebAuthCoordinator<String>?) {
  decisions.shellLaunch = .signedOut
  decisions.web = web
  let shell = ShellCoordinator(input: ShellInput(), wiring: shellWiring())
  shell.start()
  return (shell, child(of: shell, WebAuthCoordinator<String>.self))
}

@MainActor
func runRootEndsScenarios() {
  test("root ends: 'back' chosen by a decision at a child's bottom, the child at the root's bottom, ends the root") {
    let (shell, auth) = makeShell(web: .failed)
    var results: [FlowResult<ShellOutcome>] = []
    shell.onFinish = { results.append($0) }
    expectEqual(render(shell, screens), ["push: webStart"], "WebAuth's first screen is all the app shows")
    auth?.send(.webStart(.loginWithWeb))
    expectEqual(auth?.result, .cancelled(.back), "the decision's back popped WebAuth's bottom: WebAuth is cancelled")
    expectEqual(shell.result, .cancelled(.back), "its subflow step was Shell's bottom: Shell, the root, is left")
    expectEqual(results, [.cancelled(.back)], "the app hears of it once, from onFinish")
    expect(!shell.isRunning)
    expectEqual(render(shell, screens), [], "no screen at all")
  }

  test("root ends: the other choice goes on, and the root keeps its screen") {
    let (shell, auth) = makeShell(web: .success)
    auth?.send(.webStart(.loginWithWeb))
    expectEqual(auth?.result, .outcome(.signedIn))
    expect(shell.isRunning)
    expectEqual(render(shell, screens), ["push: shellHome"])
  }
}

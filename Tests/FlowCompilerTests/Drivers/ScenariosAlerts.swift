// Alerts and confirmation dialogs (format v2, Drivers/Flows/logout.flow.yaml): the flow shows them as steps over the
// current screen, with their text and buttons for the hosts; a button the user taps closes the alert and runs its
// transition from the screen below.

import FlowcRuntime
import Foundation

@MainActor
func makeLogout() -> (LogoutCoordinator<String>, () -> FlowResult<LogoutOutcome>?) {
  let logout = LogoutCoordinator(input: LogoutInput(), wiring: logoutWiring())
  var result: FlowResult<LogoutOutcome>?
  logout.onFinish = { result = $0 }
  logout.start()
  return (logout, { result })
}

@MainActor
func runAlertScenarios() {
  test("alerts: an alert shows over the screen as a modal of its own, with its text and buttons") {
    let (logout, _) = makeLogout()
    logout.send(.settingsHome(.logOut))
    expectEqual(
      render(logout, screens),
      ["push: settingsHome", "alert: Log out? [Log Out(destructive), Cancel(cancel)]"])
    let alert = logout.screens.last?.alert
    expectEqual(alert?.message, "You will need to sign in again.")
    expect(logout.screens.last?.make() == nil, "the app makes no screen for it")
    expect(!FlowLayout(screens: logout.screens).stacks[1].allowsUserDismiss, "an alert is not pulled down")
  }

  test("alerts: a button runs its transition; cancel closes the alert") {
    var (logout, result) = makeLogout()
    logout.send(.settingsHome(.logOut))
    logout.screens.last?.alert?.choose(1)
    expectEqual(logout.state.routes, [.settingsHome])
    logout.send(.settingsHome(.logOut))
    logout.screens.last?.alert?.choose(0)
    expectEqual(result(), .outcome(.signedOut))
    (logout, result) = makeLogout()
    logout.send(.settingsHome(.logOut))
    logout.handle(.dismissed(stack: 1))
    expectEqual(logout.state.routes.count, 2, "the system does not take an alert away")
  }

  test("alerts: a dialog's button closes it, then pushes on the screen below, with the dialog's params") {
    let (logout, result) = makeLogout()
    logout.send(.settingsHome(.delete(itemId: "i7")))
    expectEqual(
      render(logout, screens),
      ["push: settingsHome", "dialog: Delete this item? [Delete for good(destructive), Keep(cancel)]"])
    logout.screens.last?.alert?.choose(0)
    expectEqual(render(logout, screens), ["push: settingsHome > deletedItem(i7)"])
    logout.send(.deletedItem(.done))
    expectEqual(result(), .outcome(.deleted(itemId: "i7")))
  }
}

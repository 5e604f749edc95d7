// What a parent does when a child flow ends (decisions.md, "When a child flow ends"), with running coordinators:
// the child's screens go first, then the handler applies from where the subflow step was. Flows: Drivers/Flows.

import FlowcRuntime
import Foundation

/// Ruling with Leaf running: pushed on the root stack, pushed inside a sheet, or presented full screen from a sheet.
@MainActor
func makeRuling(_ place: String) -> (ruling: RulingCoordinator<String>, leaf: LeafCoordinator<String>?) {
  let ruling = RulingCoordinator(input: RulingInput(), wiring: rulingWiring())
  ruling.start()
  switch place {
  case "pushed":
    ruling.send(.root(.pushLeaf))
  case "pushedInSheet":
    ruling.send(.root(.openSheet))
    ruling.send(.sheetRoot(.pushLeaf))
  default:
    ruling.send(.root(.openSheet))
    ruling.send(.sheetRoot(.presentLeaf))
  }
  return (ruling, child(of: ruling, LeafCoordinator<String>.self))
}

@MainActor
func runRulingScenarios() {
  test("rulings: a running Leaf is shown where its step is") {
    expectEqual(render(makeRuling("pushed").ruling, screens), ["push: root > leafScreen"])
    expectEqual(render(makeRuling("pushedInSheet").ruling, screens), ["push: root", "sheet: sheetRoot > leafScreen"])
    expectEqual(
      render(makeRuling("presented").ruling, screens), ["push: root", "sheet: sheetRoot", "fullScreen: leafScreen"])
  }

  test("rulings: back removes nothing more") {
    var (ruling, leaf) = makeRuling("pushed")
    leaf?.send(.leafScreen(.goBack))
    expectEqual(render(ruling, screens), ["push: root"])
    (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goBack))
    expectEqual(render(ruling, screens), ["push: root", "sheet: sheetRoot"], "the modal closed; nothing more")
  }

  test("rulings: to shows its target from the step below; for a modal subflow from the presenter") {
    var (ruling, leaf) = makeRuling("pushed")
    leaf?.send(.leafScreen(.goTo))
    expectEqual(render(ruling, screens), ["push: root > next(-)"])
    (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goTo))
    expectEqual(render(ruling, screens), ["push: root", "sheet: sheetRoot > next(-)"], "pushed on the sheet")
    (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goToSheet))
    expectEqual(render(ruling, screens), ["push: root", "sheet: sheetRoot", "sheet: next(-)"])
  }

  test("rulings: replace replaces the stack that held the subflow step") {
    var (ruling, leaf) = makeRuling("pushed")
    leaf?.send(.leafScreen(.goReplace))
    expectEqual(render(ruling, screens), ["push: next(-)"])
    (ruling, leaf) = makeRuling("pushedInSheet")
    leaf?.send(.leafScreen(.goReplace))
    expectEqual(render(ruling, screens), ["push: root", "sheet: next(-)"])
    (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goReplace))
    expectEqual(
      render(ruling, screens), ["push: root", "sheet: next(-)"], "the presenter's stack, not the closed modal")
  }

  test("rulings: dismiss closes the modal holding that stack; after a modal subflow, its own modal (as back)") {
    var (ruling, leaf) = makeRuling("pushedInSheet")
    leaf?.send(.leafScreen(.goDismiss))
    expectEqual(render(ruling, screens), ["push: root"])
    (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goDismiss))
    expectEqual(render(ruling, screens), ["push: root", "sheet: sheetRoot"], "the child's modal, not the presenter's")
    (ruling, leaf) = makeRuling("pushed")
    leaf?.send(.leafScreen(.goDismiss))
    expectEqual(ruling.result, .cancelled(.dismissed), "no modal in Ruling: it leaves as its own modal closes")
  }

  test("rulings: popTo, finish, and a decision after the child") {
    var (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goPopTo))
    expectEqual(render(ruling, screens), ["push: root"])
    (ruling, leaf) = makeRuling("pushed")
    leaf?.send(.leafScreen(.goFinish(code: 9)))
    expectEqual(ruling.result, .outcome(.done(code: 9)), "the payload fills the parent's outcome")
    decisions.check = .onward(code: 5)
    (ruling, leaf) = makeRuling("presented")
    leaf?.send(.leafScreen(.goDecide))
    expectEqual(render(ruling, screens), ["push: root", "sheet: sheetRoot > next(5)"])
    decisions.check = .stop(code: 6)
    (ruling, leaf) = makeRuling("pushed")
    leaf?.send(.leafScreen(.goDecide))
    expectEqual(ruling.result, .outcome(.done(code: 6)))
  }

  test("rulings: a child that leaves by itself takes its step with it (back, or its modal closed)") {
    var (ruling, leaf) = makeRuling("pushed")
    weak var weakLeaf = leaf
    leaf?.send(.leafScreen(.leave))
    expectEqual(leaf?.result, .cancelled(.back))
    expectEqual(render(ruling, screens), ["push: root"])
    (ruling, leaf) = makeRuling("presented")
    weakLeaf = leaf
    leaf?.send(.leafScreen(.leave))
    leaf = nil
    expect(weakLeaf == nil, "released")
    expectEqual(render(ruling, screens), ["push: root", "sheet: sheetRoot"])
  }

  test("rulings: a flow that starts with a subflow step leaves when that child ends with back") {
    let wrapper = WrapperCoordinator(input: WrapperInput(), wiring: wrapperWiring())
    wrapper.start()
    expectEqual(render(wrapper, screens), ["push: leafScreen"])
    child(of: wrapper, LeafCoordinator<String>.self)?.send(.leafScreen(.goTo))
    expectEqual(render(wrapper, screens), ["push: after"])
    let other = WrapperCoordinator(input: WrapperInput(), wiring: wrapperWiring())
    other.start()
    child(of: other, LeafCoordinator<String>.self)?.send(.leafScreen(.goBack))
    expectEqual(other.result, .cancelled(.back))
    let third = WrapperCoordinator(input: WrapperInput(), wiring: wrapperWiring())
    third.start()
    child(of: third, LeafCoordinator<String>.self)?.send(.leafScreen(.goToSheet))
    expectEqual(render(third, screens), ["push: ", "sheet: after"], "a modal of the flow's own, over what is below it")
  }
}

// What the flow forbids, the system may not do: FlowScreen.allowsSystemBack, the pull-down of a sheet, and the
// coordinator ignoring a pop or dismissal that would leave such a screen (Signup forbids going back from `created`
// and `sent`).

import Testing

@_spi(Generated) @testable import FlowcRuntime

@MainActor
struct SystemBackTests {
    @Test func eachScreenSaysWhetherTheSystemMayGoBackFromIt() {
        let signup = startedSignup()
        signup.send(.form(.create))
        #expect(signup.screens.map(\.allowsSystemBack) == [true, false])
        signup.send(.created(.share))
        signup.send(.share(.send))
        #expect(signup.screens.map(\.allowsSystemBack) == [true, false, true, false])
    }

    @Test func aPopThatWouldLeaveAForbiddingScreenIsIgnored() {
        let signup = startedSignup()
        signup.send(.form(.create))
        signup.handle(.popped(stack: 0, remaining: 1))
        #expect(layout(signup.state) == ["0 form", "1 created"], "created stays")
    }

    @Test func aPopOfScreensThatAllowItIsTaken() {
        let signup = startedSignup()
        signup.send(.form(.create))
        signup.send(.created(.share))
        #expect(FlowLayout(screens: signup.screens).remainingScreenCount(after: .dismissed(stack: 1)) == 2)
        signup.handle(.dismissed(stack: 1))
        #expect(layout(signup.state) == ["0 form", "1 created"], "the share sheet allows it")
    }

    @Test func aModalWithAForbiddingScreenCannotBeClosedByTheUser() {
        let signup = startedSignup()
        signup.send(.form(.create))
        signup.send(.created(.share))
        #expect(FlowLayout(screens: signup.screens).stacks.map(\.allowsUserDismiss) == [false, true])
        signup.send(.share(.send))
        #expect(FlowLayout(screens: signup.screens).stacks.map(\.allowsUserDismiss) == [false, false])
        signup.handle(.dismissed(stack: 1))
        #expect(layout(signup.state) == ["0 form", "1 created", "2 popover:share", "3 sent"], "nothing closed")
        signup.send(.sent(.close))
        #expect(layout(signup.state) == ["0 form", "1 created"], "the flow's own way out still works")
    }

    @Test func aFullScreenModalIsNeverPulledDown() {
        let app = TestApp()
        let welcome = app.welcome()
        welcome.start()
        #expect(FlowLayout(screens: welcome.screens).stacks.map(\.allowsUserDismiss) == [false, false])
    }

    @Test func aChildsFirstScreenTakesItsParentsStepRule() throws {
        // Shop allows going back from every step, so a child's first screen keeps its own rule: true.
        let app = TestApp()
        let shop = app.startedShop()
        app.tap("home", ShopEvent.Home.buy(itemId: 3))
        #expect(shop.screens.map(\.allowsSystemBack) == [true, true])
    }

    @Test func aFlowNamesItsTabItem() {
        #expect(SignupFlow.tabItem == FlowTabItem(title: "tab.signup", image: "person.badge.plus"))
        #expect(ShopFlow.tabItem == FlowTabItem(title: "Shop"), "by default, the flow's name")
    }
}

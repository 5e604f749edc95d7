import Testing

@testable import FlowCompiler

/// The navigation analysis on small flows (each fact the checks and diagrams rely on), and on a 20,000-step
/// flow to show that nothing recurses or goes quadratic.
struct NavigationAnalysisTests {
    /// The compiled program's analysis, and a lookup `step("Flow", "id") -> (navigation, index)`.
    struct Analyzed {
        var program: Program
        var analysis: NavigationAnalysis

        init(_ files: [(String, String)]) {
            program = Compiler.check(files.map { SourceFile(path: $0.0, text: $0.1) }).program
            analysis = NavigationAnalysis.of(program)
        }

        init(_ text: String) { self.init([("example.flow.yaml", text)]) }

        /// Several files, named `0.flow.yaml`, `1.flow.yaml` …
        init(_ texts: [String]) { self.init(texts.enumerated().map { ("\($0.offset).flow.yaml", $0.element) }) }

        func flow(_ name: String) -> FlowNavigation {
            analysis.flows[program.index(ofFlow: name)!]
        }

        func index(_ flow: String, _ step: String) -> Int {
            program.flow(flow)!.index(ofStep: step)!
        }

        /// The names of the steps of `flow` for which `property` holds, in the author's order.
        func steps(_ flow: String, where property: (FlowNavigation, Int) -> Bool) -> [String] {
            let navigation = self.flow(flow)
            return program.flow(flow)!.steps.indices.filter { property(navigation, $0) }
                .map { program.flow(flow)!.steps[$0].id.value }
        }
    }

    // MARK: Reachability

    @Test func reachabilityFollowsTransitionsFromEveryEntryPoint() {
        let analyzed = Analyzed(
            """
            flow: Shop
            start: route
            steps:
              route:
                decide:
                  known: list
              list:
                on:
                  open: detail
              detail:
                on:
                  back: back
                  away: { popTo: onlyPoppedTo }
              promo:
                deeplink: /promo
                on:
                  shop: list
              orphan:
                on:
                  next: offer
              offer: { terminal: true }
              onlyPoppedTo: { terminal: true }
            """)
        let shop = analyzed.flow("Shop")
        #expect(shop.isAnalyzed && shop.reachabilityIsKnown)
        #expect(analyzed.steps("Shop") { $0.reachable[$1] } == ["route", "list", "detail", "promo"])
        #expect(analyzed.steps("Shop") { $0.isUnreachable($1) } == ["orphan", "offer", "onlyPoppedTo"])
        #expect(analyzed.steps("Shop") { $0.isEntryPoint[$1] } == ["route", "promo"])
    }

    @Test func aTransitionToAnUnknownStepLeavesReachabilityUnknown() {
        let analyzed = Analyzed(
            """
            flow: Shop
            start: list
            steps:
              list:
                on:
                  open: detial
              detail: { terminal: true }
            """)
        #expect(!analyzed.flow("Shop").reachabilityIsKnown)
        #expect(analyzed.steps("Shop") { $0.isUnreachable($1) }.isEmpty)
    }

    @Test func deadEndsAreScreensWithNoWayOnAndNoSystemBack() {
        let analyzed = Analyzed(
            """
            flow: Help
            start: topics
            steps:
              topics:
                on:
                  open: article
                  contact: contact
                  empty: empty
                  legal: { to: legal, present: sheet }
                  video: { to: video, present: fullScreen }
                  locked: locked
                  restart: { to: restarted, present: replace }
                  ask: ask
              article: {}
              contact: { terminal: true }
              empty:
                on: {}
              legal: {}
              video: {}
              locked: { systemBack: false }
              restarted: {}
              ask:
                decide:
                  yes: answer
              answer: {}
            """)
        // Pushed (through a decision too) or the first screen of a sheet: the system takes the user back. The first
        // screen of a full-screen modal, of a stack it replaced, or one that forbids it: nothing does.
        #expect(analyzed.steps("Help") { $0.isDeadEnd[$1] } == ["video", "locked", "restarted"])
        #expect(
            analyzed.steps("Help") { $0.hasSystemBackWayOut[$1] } == ["article", "contact", "empty", "legal", "answer"])
    }

    @Test func aFlowsFirstScreenHasTheSystemBackWhenEveryParentPushesItOrShowsItAsASheet() {
        let program = { (how: String, step: String) in
            [
                """
                flow: Root
                start: home
                steps:
                  home:
                    on:
                      open: \(how)
                  child:
                    flow: Leaf
                    \(step)
                """,
                """
                flow: Leaf
                start: only
                steps:
                  only: {}
                """,
            ]
        }
        for (how, step, deadEnd) in [
            ("child", "", false), ("{ to: child, present: sheet }", "", false),
            ("{ to: child, present: fullScreen }", "", true), ("{ to: child, present: replace }", "", true),
            ("child", "systemBack: false", true),
        ] {
            let analyzed = Analyzed(program(how, step))
            #expect(analyzed.steps("Leaf") { $0.isDeadEnd[$1] } == (deadEnd ? ["only"] : []), "\(how) \(step)")
        }
        // A tab's first screen, and the root flow's, have nothing below them.
        let tabs = Analyzed([
            "flow: Root\nstart: main\nsteps:\n  main:\n    tabs: [Leaf]\n",
            "flow: Leaf\nstart: only\nsteps:\n  only: {}\n",
        ])
        #expect(tabs.steps("Leaf") { $0.isDeadEnd[$1] } == ["only"])
        #expect(tabs.steps("Root") { $0.isDeadEnd[$1] } == [])
    }

    // MARK: Reaching an outcome

    @Test func backAndDismissReturnToWhatIsBelow() {
        let flow = { (close: String) in
            """
            flow: Survey
            outcomes: { answered: {} }
            start: question
            steps:
              question:
                on:
                  answer: { finish: answered }
                  help: { to: topics, present: fullScreen }
                  info: info
              topics:
                on:
                  open: article
                  \(close)
              article:
                on:
                  back: back
              info:
                on:
                  ok: back
            """
        }
        let open = Analyzed(flow("close: dismiss"))
        #expect(open.steps("Survey") { !$0.canReachOutcome[$1] }.isEmpty)
        let closed = Analyzed(flow("stay: topics"))
        #expect(closed.steps("Survey") { $0.hasNoExit[$1] } == ["topics", "article"])
        let topics = closed.index("Survey", "topics")
        let article = closed.index("Survey", "article")
        #expect(closed.flow("Survey").noExitReason(topics) == .loop([topics, article]))
    }

    @Test func replaceKeepsWhatPresentedTheModalBelow() {
        let analyzed = Analyzed(
            """
            flow: Reset
            outcomes: { done: {} }
            start: login
            steps:
              login:
                on:
                  signIn: { finish: done }
                  forgot: { to: email, present: sheet }
              email:
                on:
                  sent: { to: sent, present: replace }
              sent:
                on:
                  ok: back
            """)
        #expect(analyzed.steps("Reset") { !$0.canReachOutcome[$1] }.isEmpty)
        let reset = analyzed.flow("Reset")
        #expect(reset.isAlwaysBelow(analyzed.index("Reset", "login"), analyzed.index("Reset", "sent")))
        #expect(!reset.isAlwaysBelow(analyzed.index("Reset", "email"), analyzed.index("Reset", "sent")))
        #expect(analyzed.steps("Reset") { $0.mayBeInModal[$1] } == ["email", "sent"])
    }

    @Test func backFromTheBottomOfTheFlowLeavesItWithoutAnOutcome() {
        let analyzed = Analyzed(
            """
            flow: Upgrade
            outcomes: { upgraded: {} }
            start: plans
            steps:
              plans:
                on:
                  buy: { finish: upgraded }
                  unavailable: { to: notice, present: replace }
              notice:
                on:
                  ok: back
            """)
        let upgrade = analyzed.flow("Upgrade")
        let notice = analyzed.index("Upgrade", "notice")
        #expect(upgrade.hasNoExit[notice] && upgrade.canLeaveFlow[notice])
        #expect(upgrade.noExitReason(notice) == .leavesFlow)
        #expect(upgrade.canReachOutcome[analyzed.index("Upgrade", "plans")])
    }

    @Test func decisionsAreNeverOnTheStack() {
        let analyzed = Analyzed(
            """
            flow: Gate
            outcomes: { passed: {} }
            start: check
            steps:
              check:
                decide:
                  ok: { to: welcome, present: replace }
                  blocked: blocked
              welcome:
                on:
                  next: { finish: passed }
              blocked:
                on:
                  back: back
            """)
        // Below 'blocked' is what was below the decision: nothing of this flow.
        #expect(analyzed.steps("Gate") { $0.hasNoExit[$1] } == ["blocked"])
        #expect(analyzed.flow("Gate").noExitReason(analyzed.index("Gate", "blocked")) == .leavesFlow)

        let quiz = Analyzed(
            """
            flow: Quiz
            outcomes: { done: {} }
            start: intro
            steps:
              intro:
                on:
                  next: question
                  stop: { finish: done }
              question:
                on:
                  submit: grade
              grade:
                decide:
                  retry: back
                  pass: result
              result: { terminal: true, systemBack: false }
            """)
        // 'back' chosen by the decision pops 'question', back to 'intro'.
        #expect(quiz.steps("Quiz") { $0.hasNoExit[$1] } == ["result"])
        #expect(quiz.flow("Quiz").noExitReason(quiz.index("Quiz", "result")) == .terminal)
        #expect(quiz.flow("Quiz").isAlwaysBelow(quiz.index("Quiz", "intro"), quiz.index("Quiz", "result")))
    }

    @Test func aSubflowStepIsPoppedOrDismissedByItsHandlers() {
        let analyzed = Analyzed([
            (
                "auth.flow.yaml",
                """
                flow: Auth
                outcomes: { signedIn: {} }
                start: login
                steps:
                  login:
                    on:
                      submit: { finish: signedIn }
                      register: signUp
                  signUp:
                    flow: Onboarding
                    present: fullScreen
                    on:
                      completed: { finish: signedIn }
                      abandoned: back
                """
            ),
            (
                "onboarding.flow.yaml",
                """
                flow: Onboarding
                outcomes: { completed: {}, abandoned: {} }
                start: welcome
                steps:
                  welcome:
                    on:
                      next: { finish: completed }
                      skip: { finish: abandoned }
                """
            ),
        ])
        #expect(analyzed.steps("Auth") { !$0.canReachOutcome[$1] }.isEmpty)
        #expect(analyzed.steps("Onboarding") { $0.mayBeInModal[$1] } == ["welcome"])
    }

    @Test func leavingAChildAtItsFirstStepReturnsBelowTheSubflowStep() {
        let parent = """
            flow: Parent
            outcomes: { done: {} }
            start: home
            steps:
              home:
                on:
                  quit: { finish: done }
                  open: { to: child, present: fullScreen }
              child:
                flow: Child
                on:
                  finished: trap
              trap: { terminal: true, systemBack: false }
            """
        let child = { (extra: String) in
            """
            flow: Child
            outcomes: { finished: {} }
            start: first
            steps:
              first:
                on:
                  ok: { finish: finished }
                  \(extra)
            """
        }
        let leavable = Analyzed([("parent.flow.yaml", parent), ("child.flow.yaml", child("close: back"))])
        #expect(leavable.steps("Parent") { $0.hasNoExit[$1] } == ["trap"])
        #expect(leavable.flow("Child").canLeaveFlow[leavable.index("Child", "first")])

        let closed = Analyzed([("parent.flow.yaml", parent), ("child.flow.yaml", child("again: first"))])
        #expect(closed.steps("Parent") { $0.hasNoExit[$1] } == ["child", "trap"])
        let trap = closed.index("Parent", "trap")
        #expect(closed.flow("Parent").noExitReason(closed.index("Parent", "child")) == .leadsTo(trap))
    }

    @Test func aStartDecisionThatPresentsOpensAModalOfTheFlowsOwn() {
        let parent = """
            flow: Vault
            outcomes: { done: {} }
            start: home
            steps:
              home:
                on:
                  open: lock
                  quit: { finish: done }
              lock:
                flow: Lock
                on:
                  unlocked: trap
              trap: { terminal: true, systemBack: false }
            """
        let lock = """
            flow: Lock
            outcomes: { unlocked: {} }
            start: check
            steps:
              check:
                decide:
                  needsPin: { to: pin, present: sheet }
              pin:
                on:
                  close: dismiss
            """
        let analyzed = Analyzed([("vault.flow.yaml", parent), ("lock.flow.yaml", lock)])
        #expect(analyzed.steps("Lock") { $0.mayBeInModal[$1] } == ["pin"])
        #expect(analyzed.steps("Vault") { $0.mayBeInModal[$1] }.isEmpty)
        // Closing Lock's own sheet leaves Lock as `back` would: its step goes and Vault is at home, which can still
        // finish. Had it closed a modal holding Vault's stack, Vault would have left too and 'lock' had no exit.
        #expect(analyzed.flow("Lock").noExitReason(analyzed.index("Lock", "pin")) == .leavesFlow)
        #expect(analyzed.steps("Vault") { $0.hasNoExit[$1] } == ["trap"])
    }

    @Test func flowsThatStartEachOtherDoNotLoopForever() {
        let analyzed = Analyzed([
            (
                "a.flow.yaml",
                """
                flow: A
                outcomes: { done: {} }
                start: b
                steps:
                  b:
                    flow: B
                    on:
                      done: { finish: done }
                """
            ),
            (
                "b.flow.yaml",
                """
                flow: B
                outcomes: { done: {} }
                start: a
                steps:
                  a:
                    flow: A
                    on:
                      done: { finish: done }
                """
            ),
        ])
        #expect(analyzed.flow("A").canReachOutcome[0] && analyzed.flow("B").canReachOutcome[0])
        #expect(!analyzed.flow("A").canLeaveFlow[0])
    }

    @Test func whatCannotBeJudgedCountsAsAbleToExit() {
        let analyzed = Analyzed([
            (
                "a.flow.yaml",
                """
                flow: A
                outcomes: { done: {} }
                start: home
                steps:
                  home:
                    on:
                      typo: finnish
                      child: child
                      gone: { popTo: nowhere }
                      partly: partly
                  child:
                    flow: Missing
                  partly:
                    flow: B
                    on:
                      done: trap
                  trap: { terminal: true, systemBack: false }
                """
            ),
            (
                "b.flow.yaml",
                """
                flow: B
                outcomes: { done: {}, failed: {} }
                start: only
                steps:
                  only:
                    on:
                      ok: { finish: done }
                      ko: { finish: failed }
                """
            ),
        ])
        // 'partly' leaves B's 'failed' unhandled (unhandled-outcome's to report): it may go on from there.
        #expect(analyzed.steps("A") { $0.hasNoExit[$1] } == ["trap"])

        // A dead end (dead-end reports it) and a dismiss with no modal (dismiss-outside-modal reports it) are
        // not judged further: the steps before them are not reported too.
        let reported = Analyzed(
            """
            flow: C
            outcomes: { done: {} }
            start: home
            steps:
              home:
                on:
                  next: { to: unfinished, present: fullScreen }
                  about: about
              unfinished: {}
              about:
                on:
                  close: dismiss
            """)
        #expect(reported.steps("C") { $0.hasNoExit[$1] }.isEmpty)
        #expect(reported.steps("C") { $0.isDeadEnd[$1] } == ["unfinished"])
    }

    // MARK: Modals

    @Test func modalsArePassedOnThroughPushesDecisionsChildFlowsAndTabs() {
        let analyzed = Analyzed([
            (
                "app.flow.yaml",
                """
                flow: App
                start: home
                steps:
                  home:
                    on:
                      signIn: auth
                      profile: profile
                      feedback: { to: form, present: fullScreen }
                      help: { to: help, present: push }
                      main: { to: main, present: sheet }
                  auth:
                    flow: Login
                    present: sheet
                    on:
                      done: dismiss
                  profile:
                    flow: Profile
                    on:
                      done: back
                  form:
                    on:
                      send: check
                  check:
                    decide:
                      ok: { to: thanks, present: replace }
                  thanks:
                    on:
                      close: dismiss
                  help:
                    present: sheet
                    on:
                      close: back
                  main:
                    tabs: [Feed]
                """
            ),
            (
                "login.flow.yaml",
                """
                flow: Login
                outcomes: { done: {} }
                start: form
                steps:
                  form:
                    on:
                      next: more
                  more:
                    on:
                      ok: { finish: done }
                """
            ),
            (
                "profile.flow.yaml",
                """
                flow: Profile
                outcomes: { done: {} }
                start: overview
                steps:
                  overview:
                    on:
                      ok: { finish: done }
                """
            ),
            (
                "feed.flow.yaml",
                """
                flow: Feed
                start: list
                steps:
                  list: { terminal: true }
                """
            ),
        ])
        // 'auth' runs its child in a sheet, but by the time its handler runs the sheet is gone (decisions.md),
        // so neither it nor 'main', shown from its handler, is in a modal.
        #expect(analyzed.steps("App") { $0.mayBeInModal[$1] } == ["form", "check", "thanks"])
        #expect(analyzed.steps("Login") { $0.mayBeInModal[$1] } == ["form", "more"])
        #expect(analyzed.steps("Profile") { $0.mayBeInModal[$1] }.isEmpty)
        #expect(analyzed.steps("Feed") { $0.mayBeInModal[$1] } == ["list"])
    }

    // MARK: The same answer for a step, however it is reached

    /// Two identical screens behind the start decision, one of them also reached from a screen that can finish:
    /// both are reported, whichever comes first in the file, and the way that traps is the decision's.
    @Test func aStepIsTrappedWhenSomeWayOfReachingItTraps() {
        for order in [["pin", "code"], ["code", "pin"]] {
            let screens = order.map { "  \($0):\n    on:\n      back: back\n" }.joined()
            let analyzed = Analyzed(
                """
                flow: Unlock
                outcomes: { unlocked: {} }
                start: check
                steps:
                  check:
                    decide:
                      needsPin: pin
                      needsCode: code
                      ready: home
                  home:
                    on:
                      enterCode: code
                      done: { finish: unlocked }

                """ + screens)
            #expect(analyzed.steps("Unlock") { $0.hasNoExit[$1] }.sorted() == ["code", "pin"])
            let code = analyzed.index("Unlock", "code")
            let check = analyzed.index("Unlock", "check")
            #expect(
                analyzed.flow("Unlock").noExitReason(code)
                    == .trappedOnTheWay(
                        NoExitWay(steps: [check, code], events: ["needsCode", nil], viaDeepLink: false)))
        }
    }

    /// The stack below is followed through several screens and a sheet: 'back' from 'details' returns to 'list',
    /// and from 'list' to whatever was below it.
    @Test func theWayInIsFollowedDownTheWholeStack() {
        let analyzed = Analyzed(
            """
            flow: Inbox
            outcomes: { done: {} }
            start: route
            steps:
              route:
                decide:
                  direct: list
                  normal: home
              home:
                on:
                  open: list
                  close: { finish: done }
              list:
                on:
                  open: details
                  back: back
              details:
                on:
                  more: { to: extra, present: sheet }
                  back: back
              extra:
                on:
                  close: dismiss
            """)
        #expect(analyzed.steps("Inbox") { $0.hasNoExit[$1] } == ["list", "details", "extra"])
        #expect(analyzed.steps("Inbox") { !$0.canReachOutcome[$1] }.isEmpty, "another way in can finish the flow")
        let steps = ["route", "list", "details", "extra"].map { analyzed.index("Inbox", $0) }
        #expect(
            analyzed.flow("Inbox").noExitReason(steps[3])
                == .trappedOnTheWay(
                    NoExitWay(steps: steps, events: ["direct", "open", "more", nil], viaDeepLink: false)))
    }

    /// A decision takes no room: popping what it led to shows the screen it was decided on, which can finish.
    /// And a deep link that opens a screen on a start that can finish traps nothing.
    @Test func waysThatAllLeadBackToAnOutcomeAreNotReported() {
        let analyzed = Analyzed(
            """
            flow: Unlock
            outcomes: { unlocked: {} }
            start: home
            steps:
              home:
                on:
                  unlock: check
                  done: { finish: unlocked }
              check:
                decide:
                  needsPin: pin
                  needsCode: { to: code, present: sheet }
              pin:
                deeplink: /pin
                on:
                  back: back
              code:
                on:
                  close: dismiss
            """)
        #expect(analyzed.steps("Unlock") { $0.hasNoExit[$1] }.isEmpty)
    }

    // MARK: What popTo may return to

    @Test func popToNeedsTheScreenBelowOnEveryPath() {
        let analyzed = Analyzed(
            """
            flow: Shop
            start: home
            steps:
              home:
                on:
                  browse: list
                  account: account
                  privacy: privacy
                  pay: { to: card, present: fullScreen }
                  redeem: { to: code, with: { code: String } }
              list:
                on:
                  open: product
              product:
                deeplink: /product
                on:
                  back: back
              code:
                params: { code: String }
                on:
                  next: coupon
              coupon:
                deeplink: /coupon
                on:
                  back: back
              account:
                on:
                  delete: confirm
              privacy:
                on:
                  delete: confirm
              confirm:
                on:
                  back: back
              card:
                on:
                  paid: { to: receipt, present: replace }
              receipt:
                on:
                  done: dismiss
            """)
        let shop = analyzed.flow("Shop")
        func below(_ target: String, _ step: String) -> Bool {
            shop.isAlwaysBelow(analyzed.index("Shop", target), analyzed.index("Shop", step))
        }
        #expect(below("home", "product"))
        #expect(below("list", "product"))  // the deep link opens [home, list, product], as the flow would
        #expect(!below("code", "coupon"))  // a link cannot fill code's param: it opens [home, coupon]
        #expect(below("home", "coupon"))
        #expect(below("home", "confirm"))
        #expect(!below("account", "confirm"))  // not when coming from privacy
        #expect(!below("confirm", "confirm"))
        #expect(below("home", "receipt"))  // replace inside the modal keeps its presenter below
        #expect(!below("card", "receipt"))
        #expect(!below("product", "home"))
    }

    @Test func replaceInTheRootStackDropsEverythingBelow() {
        let analyzed = Analyzed(
            """
            flow: Payment
            start: cart
            steps:
              cart:
                on:
                  pay: card
              card:
                on:
                  paid: { to: receipt, present: replace }
              receipt: { terminal: true }
            """)
        let payment = analyzed.flow("Payment")
        let receipt = analyzed.index("Payment", "receipt")
        #expect(!payment.isAlwaysBelow(analyzed.index("Payment", "cart"), receipt))
        #expect(!payment.isAlwaysBelow(analyzed.index("Payment", "card"), receipt))
        #expect(payment.isAlwaysBelow(analyzed.index("Payment", "cart"), analyzed.index("Payment", "card")))
    }

    @Test func dominatorsMatchABruteForceCheckOnRandomGraphs() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<200 {
            let count = 1 + random(12)
            let edges = (0..<random(3 * count + 1)).map { _ in (from: random(count), to: random(count)) }
            let successors = Adjacency(nodeCount: count, edges: edges)
            let dominators = Dominators(nodeCount: count, root: 0, successors: successors)
            // Reached from the root without passing through `removed`.
            func reached(without removed: Int?) -> [Bool] {
                var seen = [Bool](repeating: false, count: count)
                guard removed != 0 else { return seen }
                seen[0] = true
                var queue = [0]
                while let node = queue.popLast() {
                    for next in successors[node] where !seen[next] && next != removed {
                        seen[next] = true
                        queue.append(next)
                    }
                }
                return seen
            }
            let all = reached(without: nil)
            for d in 0..<count {
                let without = reached(without: d)
                for node in 0..<count {
                    let expected = all[d] && all[node] && (node == d || !without[node])
                    #expect(dominators.dominates(d, node) == expected, "\(edges): \(d) dom \(node)")
                }
            }
        }
    }

    // MARK: Size

    /// A flow of `count` steps built directly (no YAML): each step goes on to the next, jumps to the last (the
    /// case where a simple dominator algorithm goes quadratic), pops to the first, and goes back; the second
    /// step is a sheet, and every tenth a decision.
    static func chain(_ name: String, count: Int, finishes: Bool) -> Flow {
        let place = SourceLocation(file: "\(name).flow.yaml", line: 1, column: 1)
        func located(_ text: String) -> Located<String> { Located(text, at: place) }
        func id(_ index: Int) -> String { "s\(index)" }
        func handler(_ event: String, _ kind: Transition.Kind) -> Handler {
            Handler(event: located(event), transition: Transition(kind: kind, at: place))
        }
        var steps: [Step] = []
        for index in 0..<count {
            var handlers: [Handler] = []
            if index + 1 < count {
                handlers.append(handler("next", .go(located(id(index + 1)))))
                handlers.append(handler("last", .go(located(id(count - 1)))))
            } else if finishes {
                handlers.append(handler("done", .finish(located("ok"))))
            }
            let isDecision = index % 10 == 5
            if !isDecision {
                handlers.append(handler("back", .back))
                if index > 0 { handlers.append(handler("top", .popTo(located(id(0))))) }
            }
            steps.append(
                Step(
                    id: located(id(index)), kind: isDecision ? .decision : .screen,
                    present: index == 1 ? Located(.sheet, at: place) : nil, handlers: handlers))
        }
        return Flow(
            name: located(name), file: "\(name).flow.yaml", outcomes: [Outcome(name: located("ok"))],
            start: located(id(0)), steps: steps)
    }

    @Test func aTwentyThousandStepFlowIsAnalyzedWithoutRecursionOrQuadraticWork() {
        let count = 20_000
        let program = Program(flows: [
            Self.chain("Long", count: count, finishes: true), Self.chain("Trap", count: count, finishes: false),
        ])
        let analysis = NavigationAnalysis.of(program)
        let long = analysis.flows[0]
        #expect(long.reachable.allSatisfy { $0 })
        #expect(long.canReachOutcome.allSatisfy { $0 })
        #expect(long.mayBeInModal[0] == false && long.mayBeInModal[count - 1])
        #expect(long.isAlwaysBelow(0, count - 1))
        #expect(long.isAlwaysBelow(1, count - 2))
        #expect(!long.isAlwaysBelow(count - 2, count - 1))
        let trap = analysis.flows[1]
        #expect(trap.hasNoExit.allSatisfy { $0 })
        #expect(trap.noExitReason(count / 2) != nil)

        var diagnostics = Diagnostics()
        for check in [UnreachableStep.self, DeadEnd.self, NoExit.self, PopTarget.self, DismissOutsideModal.self]
            as [any ProgramCheck.Type]
        {
            check.run(program, &diagnostics)
        }
        #expect(diagnostics.all.filter { $0.id == NoExit.id }.count == count)
        #expect(diagnostics.all.filter { $0.id != NoExit.id }.isEmpty)
    }
}

// The bugs the UIKit review found, one scenario each (issue "Hosts that behave like UIKit and SwiftUI on a device").

import FlowcRuntime
import FlowcUIKit
import Foundation
import UIKit

@MainActor
func runReviewScenarios() {
    scenario("a modal opened in a tab goes when a deep link arrives") {
        let device = Device()
        device.tap("list", MaterialsEvent.List.open(materialId: materialID))
        device.selectTab(1)
        device.tap("overview", ProfileEvent.Overview.edit)
        expectEqual(device.screen.last, "sheet [editProfile]")
        let link = URL(string: "https://example.com/materials/\(materialID.uuidString)?tab=notes")!
        expect(device.app.open(link), "the link opens")
        device.settle()
        expectEqual(
            device.screen, ["root tabs(*Materials: [list > detail] | Profile: [overview])"], "no sheet left over")
        device.expectAgreement()
    }

    scenario("a modal opened in a tab goes when the tabs step is replaced") {
        let device = Device()
        device.selectTab(1)
        device.tap("overview", ProfileEvent.Overview.settings)
        device.tap("settings", ProfileEvent.Settings.deleteAccount)
        expectEqual(device.screen.last, "fullScreen locked [deleteAccount]")
        device.tap("deleteAccount", ProfileEvent.DeleteAccount.confirm)
        expectEqual(device.screen, ["root [welcome]"], "the confirmation is gone with its tab")
        device.expectAgreement()
        device.tap("welcome", AppEvent.Welcome.signIn)
        expectEqual(device.screen, ["root [welcome]", "fullScreen locked [login]"], "the app goes on")
    }

    scenario("a restored state with a sheet presents it once the host is in the window") {
        let first = Device()
        first.selectTab(1)
        first.tap("overview", ProfileEvent.Overview.edit)
        guard let state = first.restoredState() else { return expect(false, "the state restores") }
        UIKitModel.reset()
        let device = Device(state: state, installed: false)
        device.settle()
        expect(UIKitModel.violations.isEmpty, "nothing presented before the window: \(UIKitModel.violations)")
        device.install()
        expectEqual(device.screen, ["root tabs(Materials: [list] | *Profile: [overview])", "sheet [editProfile]"])
        device.expectAgreement()
        device.tap("editProfile", ProfileEvent.EditProfile.saved)
        expectEqual(device.screen, ["root tabs(Materials: [list] | *Profile: [overview])"], "its events count")
    }

    scenario("a cold-start link opens its screen, and what it presents, once the host is in the window") {
        let link = URL(string: "https://example.com/login?email=ada@example.com")!
        guard let state = AppState(url: link) else { return expect(false, "the link opens") }
        let device = Device(.signedOut, state: state, installed: false)
        device.settle()
        expect(UIKitModel.violations.isEmpty, "nothing presented before the window: \(UIKitModel.violations)")
        device.install()
        expectEqual(device.screen, ["root [login]"], "the link's back stack: login at the root")
        device.tap("login", AuthEvent.Login.forgotPassword)
        expectEqual(device.screen, ["root [login]", "sheet [resetPassword]"])
        device.expectAgreement()
    }

    scenario("presentations wait for the one under way") {
        let device = Device(.signedOut, installed: false)
        device.host.install(in: device.window)
        // The login modal is still sliding up when the user taps Register.
        expectEqual(UIKitModel.transitionsInProgress, 1)
        guard let login = device.visible as? ScreenController else { return expect(false, "login on screen") }
        expect(login.tap(AuthEvent.Login.register), "register")
        device.settle()
        expectEqual(device.screen, ["root []", "fullScreen locked [login]", "fullScreen locked [onboarding]"])
        device.expectAgreement()
    }

    scenario("what the flow opens while the app's own alert is up is presented after it, without a refused call") {
        let device = Device()
        device.selectTab(1)
        let alert = UIViewController()
        alert.title = "alert"
        device.tabBar?.present(alert, animated: true)
        device.settle()
        guard let overview = device.tabBar?.selectedViewController?.children.last as? ScreenController else {
            return expect(false, "the overview under the alert")
        }
        expect(overview.tap(ProfileEvent.Overview.edit), "the flow opens the edit sheet (a timer, say)")
        device.settle()
        expectEqual(device.visible?.title, "alert", "the alert stays on top")
        alert.dismiss(animated: true)
        device.settle()
        device.host.update()
        device.settle()
        expectEqual(device.screen, ["root tabs(Materials: [list] | *Profile: [overview])", "sheet [editProfile]"])
        device.expectAgreement()
    }

    scenario("a restored state with two modals presents them one after the other") {
        let first = Device(.signedOut)
        first.tap("login", AuthEvent.Login.register)
        first.tap("onboarding", OnboardingEvent.Welcome.getStarted)
        guard let state = first.restoredState() else { return expect(false, "the state restores") }
        UIKitModel.reset()
        let device = Device(.signedOut, state: state)
        expectEqual(
            device.screen, ["root []", "fullScreen locked [login]", "fullScreen locked [onboarding > createAccount]"])
        device.expectAgreement()
    }

    scenario("tabs are the window's root, each tab a navigation stack of its own") {
        let device = Device()
        expect(device.window.rootViewController is UITabBarController, "a tab bar controller at the root")
        expectEqual(device.screen, ["root tabs(*Materials: [list] | Profile: [overview])"])
        device.tap("list", MaterialsEvent.List.open(materialId: materialID))
        device.selectTab(1)
        device.tap("overview", ProfileEvent.Overview.settings)
        expectEqual(device.screen, ["root tabs(Materials: [list > detail] | *Profile: [overview > settings])"])
        expectEqual(device.app.state.top.map { AppFlow.step($0.route).name }, "main")
    }

    scenario("a host loads no view before it is installed: the app's window is the first to show them") {
        let device = Device(installed: false)
        let host = device.host
        expect(!host.rootViewController.isViewLoaded, "the root container's view is not loaded")
        expect(host.rootViewController.children.allSatisfy { !$0.isViewLoaded }, "nor is a screen's")
        device.install()
        expect(host.rootViewController.isViewLoaded, "installed, it is")
        device.expectAgreement()
    }

    scenario("system back is refused where the flow forbids it, and works elsewhere") {
        let device = Device(.signedOut)
        device.tap("login", AuthEvent.Login.register)
        device.tap("onboarding", OnboardingEvent.Welcome.getStarted)
        expect(UIKitModel.User.swipeBack(device.navigation()), "swipe back from createAccount")
        device.settle()
        device.expectAgreement("after the swipe")
        device.tap("onboarding", OnboardingEvent.Welcome.getStarted)
        device.tap("createAccount", OnboardingEvent.CreateAccount.created(userId: userID))
        expectEqual(device.screen.last, "fullScreen locked [onboarding > createAccount > permissions!]~")
        let navigation = device.navigation()
        expect(!UIKitModel.User.tapBack(navigation), "no back button on permissions")
        expect(!UIKitModel.User.swipeBack(navigation), "no back swipe on permissions")
        expect(!UIKitModel.User.swipeBack(navigation, from: .content), "no content swipe on permissions (iOS 26)")
        expect(!UIKitModel.User.pickInBackMenu(navigation, index: 0), "no back menu on permissions")
        device.settle()
        expectEqual(device.flowTop, "permissions")
        device.tap("permissions", OnboardingEvent.Permissions.notNow)
        expectEqual(device.screen.last, "fullScreen locked [onboarding > createAccount > permissions! > tutorial]")
        expect(UIKitModel.User.swipeBack(device.navigation(), from: .content), "swipe back from the tutorial (iOS 26)")
        device.settle()
        expectEqual(device.flowTop, "permissions")
        expectEqual(
            device.screen.last, "fullScreen locked [onboarding > createAccount > permissions!]~",
            "back on permissions, the swipe is off again")
        device.expectAgreement()
    }

    scenario("a sheet is pulled down only where the flow allows it") {
        let device = Device(.signedOut)
        device.tap("login", AuthEvent.Login.forgotPassword)
        expectEqual(device.screen.last, "sheet [resetPassword]")
        device.tap("resetPassword", AuthEvent.ResetPassword.send(email: "ada@example.com"))
        expectEqual(device.screen.last, "sheet locked [resetPassword > resetLinkSent!]~")
        expect(!UIKitModel.User.pullDown(device.window), "the sent link's sheet stays")
        device.settle()
        expectEqual(device.flowTop, "resetLinkSent")
        device.tap("resetLinkSent", AuthEvent.ResetLinkSent.backToLogin)
        expectEqual(device.screen, ["root []", "fullScreen locked [login]"])
        device.tap("login", AuthEvent.Login.forgotPassword)
        expect(UIKitModel.User.pullDown(device.window), "this sheet can be pulled down")
        device.settle()
        expectEqual(device.screen, ["root []", "fullScreen locked [login]"])
        device.expectAgreement()
    }

    scenario("a pop the flow forbids that arrives anyway is undone") {
        let device = Device(.signedOut)
        device.tap("login", AuthEvent.Login.register)
        device.tap("onboarding", OnboardingEvent.Welcome.getStarted)
        device.tap("createAccount", OnboardingEvent.CreateAccount.created(userId: userID))
        let navigation = device.navigation()
        let permissions = navigation.topViewController
        navigation.popViewController(animated: true)
        device.settle()
        expectEqual(device.flowTop, "permissions", "the flow ignores it")
        expect(navigation.topViewController === permissions, "the host puts the same screen back")
        device.expectAgreement()
    }

    scenario("a deep link changes only what it must, down to the same view controllers") {
        let device = Device()
        device.tap("list", MaterialsEvent.List.open(materialId: materialID))
        let materials = device.tabBar?.viewControllers?[0] as? UINavigationController
        let materialsStack = materials?.viewControllers ?? []
        device.selectTab(1)
        let tabBar = device.tabBar
        let made = device.screens.made
        expect(device.app.open(URL(string: "https://example.com/settings?section=privacy")!), "the link opens")
        device.settle()
        expectEqual(device.screen, ["root tabs(Materials: [list > detail] | *Profile: [overview > settings])"])
        expect(device.tabBar === tabBar, "the same tab bar controller")
        expect(materials?.viewControllers.elementsEqual(materialsStack, by: ===) == true, "Materials untouched")
        expectEqual(device.screens.made["overview"], made["overview"], "the overview was not made again")
        expectEqual(device.screens.made["list"], made["list"], "the list was not made again")
        device.expectAgreement()
    }

    scenario("the app hears the delegates' calls the host receives") {
        final class Listener: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate,
            UITabBarControllerDelegate
        {
            var heard: [String] = []
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController,
                animated: Bool
            ) { heard.append("didShow \(viewController.title ?? "?")") }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                heard.append("didDismiss")
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                heard.append("didSelect \(tabBarController.selectedIndex)")
            }
        }
        let device = Device()
        let listener = Listener()
        device.host.navigationDelegate = listener
        device.host.presentationDelegate = listener
        device.host.tabBarDelegate = listener
        device.tap("list", MaterialsEvent.List.open(materialId: materialID))
        UIKitModel.User.tapBack(device.navigation())
        device.settle()
        device.tap("list", MaterialsEvent.List.filter(topics: ["a"]))
        UIKitModel.User.pullDown(device.window)
        device.settle()
        device.selectTab(1)
        expectEqual(
            listener.heard, ["didShow detail", "didShow list", "didShow topicPicker", "didDismiss", "didSelect 1"])
        device.expectAgreement()
    }

    scenario("tab items come from the flow, or from the app") {
        let device = Device()
        let items = device.tabBar?.viewControllers?.map { $0.tabBarItem.title ?? "" }
        expectEqual(items, ["Materials", "Profile"], "the flows' tab items (`tab:`)")
        expectEqual(
            device.tabBar?.viewControllers?.map { $0.tabBarItem.image?.name }, ["books.vertical", "person.crop.circle"])
        UIKitModel.reset()
        let custom = Device(tabItem: { tab, index in
            UITabBarItem(title: "tab.\(tab.flowName.lowercased())", image: UIImage(systemName: "star"), tag: index)
        })
        expectEqual(custom.screen, ["root tabs(*tab.materials: [list] | tab.profile: [overview])"])
        expectEqual(custom.tabBar?.viewControllers?.map { $0.tabBarItem.image?.name }, ["star", "star"])
    }
}

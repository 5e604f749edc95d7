/// The list of every check: `flowc explain` and the docs read it, the tests run every example of each.
public enum Checks {
    /// Checks reported while reading files.
    static var reading: [any Check.Type] {[
        YAMLSyntax.self,
        YAMLUnsupported.self,
        InputLimit.self,
        DuplicateKey.self,
        UnknownKey.self,
        WrongValue.self,
        MissingKey.self,
    ]}

    /// Checks that run on the whole program, in this order.
    static var program: [any ProgramCheck.Type] {[
        WrongValue.self,
        InvalidName.self,
        NameCollision.self,
        UnknownStep.self,
        UnknownFlow.self,
        UnknownOutcome.self,
        UnreachableStep.self,
        DeadEnd.self,
        NoExit.self,
        UnhandledOutcome.self,
        UnknownHandler.self,
        MissingValue.self,
        TypeMismatch.self,
        InvalidType.self,
        InvalidDeeplink.self,
        DeeplinkConflict.self,
        PopTarget.self,
        DismissOutsideModal.self,
        UnusedOutcome.self,
        FlowCycle.self,
        UnusedFlow.self,
    ]}

    public static var all: [CheckDescription] {
        // WrongValue is reported while reading and, for one rule, on the program: list it once.
        reading.map { $0.description } + program.filter { $0 != WrongValue.self }.map { $0.description }
    }

    public static func description(of id: String) -> CheckDescription? {
        all.first { $0.id == id }
    }
}

/// An option of a command and what it does to the command's settings (`Target`).
package struct Option<Target>: Sendable {
    /// Its names, value, help and where it may be given.
    package var info: OptionInfo
    /// Applies one value to the settings: the text after the option or `=` (`yes` or `no` for
    /// a flag).
    /// - Throws: `InvalidValue` when it is not a value the option takes.
    package var apply: @Sendable (inout Target, String) throws(InvalidValue) -> Void
    /// The effective value, as a configuration file would give it (`--print-config`); one
    /// string per value of a repeatable option, none when unset.
    package var show: @Sendable (Target) -> [String]

    /// Creates an option.
    package init(
        _ info: OptionInfo, show: @escaping @Sendable (Target) -> [String] = { _ in [] },
        apply: @escaping @Sendable (inout Target, String) throws(InvalidValue) -> Void
    ) {
        self.info = info
        self.apply = apply
        self.show = show
    }

    /// The same option, for settings that hold these at `path` (a front end's settings that
    /// hold `pinpad`'s `Options`).
    package func lifted<Outer>(_ path: WritableKeyPath<Outer, Target> & Sendable) -> Option<Outer> {
        let apply = self.apply, show = self.show
        return Option<Outer>(info, show: { show($0[keyPath: path]) }) { (outer: inout Outer, value: String) throws(InvalidValue) in
            try apply(&outer[keyPath: path], value)
        }
    }
}

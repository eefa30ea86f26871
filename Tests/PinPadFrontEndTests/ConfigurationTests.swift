import Foundation
import PinPadCore
import PinPadFrontEnd
import PinPadPlatform
import PinPadTestSupport
import Testing

/// The layers of the configuration, read from real files in a temporary directory: their order,
/// the front ends' sections, the repeatable options, the errors and warnings, the theme files and
/// `--print-config`.
final class ConfigurationTests {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "pinpad-configuration-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        for directory in ["share", "etc/pinpad.conf.d", "home/pinpad", "etc/themes", "share/themes"] {
            try FileManager.default.createDirectory(atPath: "\(root)/\(directory)", withIntermediateDirectories: true)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        try text.write(toFile: "\(root)/\(path)", atomically: false, encoding: .utf8)
    }

    func files(systemService: Bool = false) -> ConfigurationFiles {
        var environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "XDG_CONFIG_HOME": "\(root)/home"]
        if systemService { environment["INVOCATION_ID"] = "0123" }
        return ConfigurationFiles(environment: { environment[$0] })
    }

    func read(_ arguments: [String] = [], systemService: Bool = false) throws(UsageError) -> (options: Options, configuration: Configuration<Options>, warnings: [String]) {
        try Options.read(arguments, files: files(systemService: systemService))
    }

    @Test func laterLayersWinInTheirOrder() throws {
        try write("share/pinpad.conf", "title = package\nmessage = package\nboxes = 4\nletters = yes\n")
        try write("etc/pinpad.conf", "title = system\nmessage = system\nboxes = 5\n")
        try write("etc/pinpad.conf.d/20-b.conf", "message = drop-in b\n")
        try write("etc/pinpad.conf.d/10-a.conf", "message = drop-in a\ntitle = drop-in a\n")
        try write("etc/pinpad.conf.d/30-c.conf.disabled", "title = never\n")
        try write("home/pinpad/pinpad.conf", "title = user\n")
        try write("extra.conf", "boxes = 7\n")
        let (options, configuration, warnings) = try read(["-C", "\(root)/extra.conf", "--size", "300x600"])
        #expect(warnings.isEmpty)
        #expect(options.title == "user" && options.message == "drop-in b" && options.boxes == 7 && options.letters)
        #expect((options.width, options.height) == (300, 600))
        #expect(configuration.files == [
            "\(root)/share/pinpad.conf", "\(root)/etc/pinpad.conf", "\(root)/etc/pinpad.conf.d/10-a.conf",
            "\(root)/etc/pinpad.conf.d/20-b.conf", "\(root)/home/pinpad/pinpad.conf", "\(root)/extra.conf",
        ])
        #expect(configuration.source("title") == .file(path: "\(root)/home/pinpad/pinpad.conf", line: 1))
        #expect(configuration.source("boxes") == .file(path: "\(root)/extra.conf", line: 1))
        #expect(configuration.source("size") == .commandLine)
        #expect(configuration.source("mask") == .builtIn)
        // A system service reads no user's file.
        #expect(try read(systemService: true).options.title == "drop-in a")
    }

    @Test func aFrontEndsSectionOverridesTheGeneralKeysOfItsFile() throws {
        try write("etc/pinpad.conf", "[login]\ntheme = high-contrast\nattempts = 5\n[pinentry]\nfullscreen = yes\n[agent]\nconsole = yes\n")
        try write("home/pinpad/pinpad.conf", "theme = light\nsize = 600x900\n")
        let login = try LoginOptions(["--service", "kiosk"], files: files())
        #expect(login.attempts == 5 && login.presentation.theme == .light && (login.presentation.width, login.presentation.height) == (600, 900))
        let (pinentry, _, _) = try Options.read(for: .pinentry, files: files())
        #expect(pinentry.fullscreen && pinentry.theme == .light)
        #expect(try PasswordAgentOptions(["--query"], files: files()).console)
        // `pinpad` reads none of the sections, and takes the login's keys as another command's.
        let (plain, _, warnings) = try read()
        #expect(!plain.fullscreen && warnings.isEmpty)
    }

    @Test func theSectionWinsWithinOneFile() throws {
        try write("etc/pinpad.conf", "[login]\ntitle = Door\n[pinentry]\ntitle = never\n")
        try write("etc/pinpad.conf.d/a.conf", "title = General\n[login]\nmessage = Badge first\n")
        let login = try LoginOptions(["--service", "kiosk"], files: files())
        #expect(login.presentation.title == "General" && login.presentation.message == "Badge first")
        try write("etc/pinpad.conf.d/a.conf", "[login]\nmessage = m\n")
        #expect(try LoginOptions(["--service", "kiosk"], files: files()).presentation.title == "Door")
    }

    @Test func aLaterLayerReplacesTheWholeListOfFields() throws {
        try write("etc/pinpad.conf", "field = Badge:text:4\nfield = PIN:keypad:6\n")
        #expect(try read().options.fields.map(\.label) == ["Badge", "PIN"])
        #expect(try read(["--field", "Code:keypad:4"]).options.fields.map(\.label) == ["Code"])
        try write("home/pinpad/pinpad.conf", "field = Door:keypad:4\n")
        #expect(try read().options.fields.map(\.label) == ["Door"])
    }

    @Test func unknownKeysAndSectionsAreWarningsNamingTheLine() throws {
        try write("etc/pinpad.conf", "; a comment\ntheme = light\ncolour = red\n[kiosk]\nx = 1\n[login]\nboxes = 4\nscreenshot = a.png\n")
        let (options, _, warnings) = try read()
        #expect(options.theme == .light)
        #expect(warnings == [
            "\(root)/etc/pinpad.conf:3: unknown key 'colour': skipped",
            "\(root)/etc/pinpad.conf:4: unknown section [kiosk]: its keys are skipped",
        ])
        let login = try LoginOptions(["--service", "kiosk"], files: files())
        #expect(login.warnings == [
            "\(root)/etc/pinpad.conf:3: unknown key 'colour': skipped",
            "\(root)/etc/pinpad.conf:4: unknown section [kiosk]: its keys are skipped",
            "\(root)/etc/pinpad.conf:7: pinpad login has no key 'boxes': skipped",
            "\(root)/etc/pinpad.conf:8: pinpad login has no key 'screenshot': skipped",
        ], "\(login.warnings)")
    }

    /// A control character in a key or section (an escape, a line separator) is shown as `?`,
    /// so the warning stays one line.
    @Test func warningsStayOneLine() throws {
        try write("etc/pinpad.conf", "ti\u{1B}[2Jtle = x\n[a\u{2028}b]\nk = v\n")
        let (_, _, warnings) = try read()
        #expect(warnings == [
            "\(root)/etc/pinpad.conf:1: unknown key 'ti?[2Jtle': skipped",
            "\(root)/etc/pinpad.conf:2: unknown section [a?b]: its keys are skipped",
        ])
    }

    @Test func aBadValueIsAnErrorNamingTheFileTheLineAndWhatIsAllowed() throws {
        try write("etc/pinpad.conf", "title = fine\n\nboxes = forty\n")
        try write("home/pinpad/pinpad.conf", "title = later\n")
        #expect { try self.read() } throws: { error in
            let error = error as! UsageError
            return error.message == "\(self.root)/etc/pinpad.conf:3: boxes takes a whole number from 1 to 32, not 'forty'"
                && error.reference == "man pinpad.conf"
        }
        try write("etc/pinpad.conf", "fullscreen = maybe\n")
        #expect { try self.read() } throws: { ($0 as! UsageError).message.hasSuffix("pinpad.conf:1: fullscreen takes yes or no, not 'maybe'") }
        try write("etc/pinpad.conf", "boxes 4\n")
        #expect { try self.read() } throws: { ($0 as! UsageError).message.hasSuffix("pinpad.conf:1: not a key = value line or a [section]") }
        try write("etc/pinpad.conf", "min-length = 8\n")
        #expect { try self.read(["--boxes", "6"]) } throws: {
            ($0 as! UsageError).message == "min-length (\(self.root)/etc/pinpad.conf:1) 8 is more than --boxes 6"
        }
    }

    @Test func aFileThatCannotBeReadIsNamedWithItsErrnoText() throws {
        #expect { try self.read(["-C", "\(self.root)/missing.conf"]) } throws: {
            ($0 as! UsageError).message == "cannot read \(self.root)/missing.conf: No such file or directory"
        }
        #expect { try self.read(["-C", "\(self.root)/etc"]) } throws: { ($0 as! UsageError).message.hasPrefix("cannot read \(self.root)/etc: ") }
        #expect { try self.read(["-C"]) } throws: { ($0 as! UsageError).message == "-C needs a value" }
    }

    /// A directory given as the configuration file: the reason in the language of the words,
    /// as the system's reasons are, not English inside a translated line.
    @Test func aDirectoryForAFileIsSaidInTheLanguage() throws {
        #expect { try self.read(["-C", "\(self.root)/etc"]) } throws: { ($0 as! UsageError).message == "cannot read \(self.root)/etc: not a regular file" }
        Words.$scoped.withValue(ShippedTranslations.table("de")) {
            #expect { try self.read(["-C", "\(self.root)/etc"]) } throws: {
                ($0 as! UsageError).message == "\(self.root)/etc kann nicht gelesen werden: keine reguläre Datei"
            }
        }
        Words.$scoped.withValue(ShippedTranslations.table("ja")) {
            #expect { try self.read(["-C", "\(self.root)/etc"]) } throws: { ($0 as! UsageError).message == "\(self.root)/etc を読めません: 通常のファイルではありません" }
        }
    }

    /// A configured phrase naming a placeholder it has not (`{anzahl}` for `{count}`) is an
    /// error naming the file, the line, the key and the placeholder, in the language of the
    /// words; a phrase may leave out one it has.
    @Test func aPhraseWithAPlaceholderItHasNotIsAnErrorNamingIt() throws {
        try write("etc/pinpad.conf", "speech = yes\nphrase-progress = {anzahl} von {total}\n")
        #expect { try self.read() } throws: { error in
            let error = error as! UsageError
            return error.message == "\(self.root)/etc/pinpad.conf:2: phrase-progress has no placeholder {anzahl}: it takes {count}, {total}"
                && error.reference == "man pinpad.conf"
        }
        try write("etc/pinpad.conf", "phrase-complete = {count} fertig\n")
        #expect { try self.read() } throws: { ($0 as! UsageError).message == "\(self.root)/etc/pinpad.conf:1: phrase-complete has no placeholder {count}: it takes none" }
        try write("etc/pinpad.conf", "speech = yes\n")
        #expect { try self.read(["--phrase-minutes", "{minutes} Minuten"]) } throws: {
            ($0 as! UsageError).message == "--phrase-minutes has no placeholder {minutes}: it takes {count}"
        }
        Words.$scoped.withValue(ShippedTranslations.table("de")) {
            #expect { try self.read(["--phrase-lock-time", "Noch {zeit}"]) } throws: {
                ($0 as! UsageError).message == "--phrase-lock-time hat keinen Platzhalter {zeit}: es nimmt {time}"
            }
        }
        try write("etc/pinpad.conf", "phrase-progress = {count}\nphrase-minutes = eine Minute\n")
        let options = try read().options
        #expect(options.accessibility.phrases.progress(count: 2, total: 6) == "2")
        #expect(options.accessibility.phrases.lockTime(seconds: 60).hasSuffix("eine Minute"))
    }

    /// A configured count phrase is said for every count; its `-one` key for exactly one.
    @Test func aCountPhraseHasItsOwnKeyForOne() throws {
        try write("etc/pinpad.conf", "phrase-minutes = {count} Minuten\nphrase-minutes-one = eine Minute\nphrase-seconds = {count} Sekunden\nphrase-free-progress-one = eine Ziffer\n")
        let phrases = try read().options.accessibility.phrases
        #expect(phrases.lockTime(seconds: 60) == "Try again in eine Minute")
        #expect(phrases.lockTime(seconds: 121) == "Try again in 2 Minuten 1 Sekunden")
        #expect(phrases.progress(count: 1, total: nil) == "eine Ziffer" && phrases.progress(count: 3, total: nil) == "3 digits")
        #expect(phrases.progress(count: 1, total: nil, isText: true) == "1 character")
        #expect { try self.read(["--phrase-seconds-one", "{anzahl} Sekunde"]) } throws: {
            ($0 as! UsageError).message == "--phrase-seconds-one has no placeholder {anzahl}: it takes {count}"
        }
    }

    @Test func aThemeFileSetsSomeKeysAndTakesTheRestFromItsBase() throws {
        try write("share/themes/brand.conf", "base = light\naccent = #0B5FFF\nkey-shape = circle\nkey-radius = 20\n")
        try write("etc/themes/brand-night.conf", "base = brand\nbackground = #FFFFFFFF\nfont = /usr/share/fonts/x.ttf\n")
        try write("etc/pinpad.conf", "theme = brand-night\n")
        let (options, _, warnings) = try read()
        var expected = Theme.light
        expected.accent = Color(rgb: 0x0B5FFF)
        expected.keyShape = .circle
        expected.keyRadius = 20
        expected.background = Color(rgb: 0xFFFFFF)
        #expect(options.theme == expected && options.fontPath == "/usr/share/fonts/x.ttf")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(try read(["--font", "/f.ttf", "--key-shape", "rounded"]).options.fontPath == "/f.ttf")
        #expect(try read(["--key-shape", "rounded"]).options.theme.keyShape == .rounded)
        try write("poor.conf", "base = light\nkey-label = #C8C8C8\nbogus = 1\n")
        let poor = try read(["--theme-file", "\(root)/poor.conf"])
        #expect(poor.warnings.first == "\(root)/poor.conf:3: unknown theme key 'bogus': skipped")
        #expect(poor.warnings.contains { $0.hasPrefix("\(root)/poor.conf: low contrast (WCAG 2): idle: '1' #C8C8C8 on #FFFFFF") }, "\(poor.warnings)")
        try write("bad.conf", "accent = blue\n")
        #expect { try self.read(["--theme-file", "\(self.root)/bad.conf"]) } throws: {
            ($0 as! UsageError).message == "\(self.root)/bad.conf:1: accent takes a colour #RRGGBB or #RRGGBBAA, not 'blue'"
        }
        try write("etc/themes/loop.conf", "base = loop\n")
        #expect { try self.read(["--theme", "loop"]) } throws: { ($0 as! UsageError).message == "\(self.root)/etc/themes/loop.conf:1: base loop leads back to \(self.root)/etc/themes/loop.conf, a theme it is based on" }
    }

    @Test func printConfigNamesWhereEachValueCameFrom() throws {
        try write("etc/pinpad.conf", "theme = light\nfield = Badge:text:4\nfield = PIN:keypad:6\n")
        let (options, configuration, _) = try read(["--title", "Door 3"])
        let printed = configuration.printed(options)
        let lines = printed.split(separator: "\n")
        #expect(printed.contains("# command line\ntitle = Door 3\n"))
        #expect(printed.contains("# \(root)/etc/pinpad.conf:1\ntheme = light\n"))
        #expect(printed.contains("# \(root)/etc/pinpad.conf:2\nfield = Badge:text:4\n"))
        #expect(printed.contains("# \(root)/etc/pinpad.conf:3\nfield = PIN:keypad:6\n"))
        #expect(printed.contains("# default\nboxes = 6\n"))
        #expect(printed.contains("# not set\n; timeout =\n"))
        // Every key a file may set is printed; what is printed reads back as the same settings.
        for option in Options.table where option.info.isInFiles {
            #expect(lines.contains { $0.hasPrefix("\(option.info.key) =") || $0.hasPrefix("; \(option.info.key) =") }, "\(option.info.key)")
        }
        try printed.write(toFile: "\(root)/printed.conf", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: "\(root)/etc/pinpad.conf")
        let again = try read(["-C", "\(root)/printed.conf"]).options
        #expect(again.title == "Door 3" && again.theme == .light && again.fields == options.fields && again.boxes == 6)
    }

    @Test func theCommandLineOnlyOptionsAreNoKeys() throws {
        try write("etc/pinpad.conf", "screenshot = /tmp/x.png\nhelp = yes\n")
        let (options, _, warnings) = try read()
        #expect(options.screenshot == nil && options.command == .prompt)
        #expect(warnings == [
            "\(root)/etc/pinpad.conf:1: 'screenshot' is given on the command line only: skipped",
            "\(root)/etc/pinpad.conf:2: 'help' is given on the command line only: skipped",
        ])
    }

    /// The sign-in configured by files alone: its service, attempts and words from `[login]`.
    @Test func theSignInTakesItsServiceAndWordsFromItsSection() throws {
        try write("etc/pinpad.conf", "[login]\nservice = kiosk\nattempts = 5\nwrong-pin-text = Falscher Code\ncountdown-text = Noch {time} warten\n")
        let login = try LoginOptions([], files: files())
        #expect(login.service == "kiosk" && login.attempts == 5 && login.wrongPINText == "Falscher Code" && login.userField)
        #expect(login.countdown(75) == "Noch 1:15 warten" && LoginOptions().countdown(600) == "Try again in 10:00")
        try write("etc/pinpad.conf", "[login]\nservice = ../shadow\n")
        #expect { try LoginOptions([], files: self.files()) } throws: {
            ($0 as! UsageError).message == "service (\(self.root)/etc/pinpad.conf:2) takes a service name, not a path: '../shadow'"
        }
    }

    /// Of two keys that set one thing, the later wins, whichever layer each is in.
    @Test func ofTwoKeysForOneThingTheLaterWins() throws {
        try write("tf.conf", "base = light\naccent = #0B57D0\n")
        try write("etc/pinpad.conf", "theme-file = ../tf.conf\nfield = A:keypad:4\n[login]\nservice = kiosk\nuser-field = yes\n")
        // A relative theme-file is the file's neighbour; --theme given later wins over it.
        #expect(try read().options.theme.accent == Color(rgb: 0x0B57D0))
        #expect(try read(["--theme", "high-contrast"]).options.theme == .highContrast)
        // --boxes on the command line wins over a file's fields; in one file, the fields do.
        #expect(try read(["--boxes", "6"]).options.fields.isEmpty)
        try write("etc/pinpad.conf.d/b.conf", "boxes = 5\n")
        #expect(try read().options.fields.isEmpty)
        try FileManager.default.removeItem(atPath: "\(root)/etc/pinpad.conf.d/b.conf")
        // --user wins over the file's user field, and --user-field over the file's user.
        let door = try LoginOptions(["--user", "door3"], files: files())
        #expect(door.user == "door3" && !door.userField)
        try write("etc/pinpad.conf", "[login]\nservice = kiosk\nuser = door3\n")
        let field = try LoginOptions(["--user-field"], files: files())
        #expect(field.user == nil && field.userField)
        try write("etc/pinpad.conf", "[login]\nservice = kiosk\nuser-field = no\n")
        #expect { try LoginOptions([], files: self.files()) } throws: {
            ($0 as! UsageError).message == "user-field (\(self.root)/etc/pinpad.conf:3) is no, so give the user with --user NAME"
        }
    }

    /// A wrong value is an error even where a later line or layer sets the key again, and the
    /// first wrong one in the order read is named.
    @Test func aWrongValueIsAnErrorEvenWhenSetAgainLater() throws {
        try write("etc/pinpad.conf", "boxes = 4\nrotate = 5\nboxes = 99\n")
        try write("home/pinpad/pinpad.conf", "boxes = 5\n")
        #expect { try self.read() } throws: { ($0 as! UsageError).message.hasSuffix("pinpad.conf:2: rotate takes one of 0, 90, 180, 270, not '5'") }
    }

    /// A missing theme names where it was asked for, in a configuration or as a base.
    @Test func aMissingThemeNamesWhereItWasAskedFor() throws {
        try write("etc/pinpad.conf", "title = x\ntheme = dark # a comment\n")
        #expect { try self.read() } throws: { ($0 as! UsageError).message.hasPrefix("theme (\(self.root)/etc/pinpad.conf:2): no theme dark # a comment: ") }
        try write("etc/themes/child.conf", "accent = #000000\nbase = missing\n")
        #expect { try self.read(["--theme", "child"]) } throws: { ($0 as! UsageError).message.hasPrefix("\(self.root)/etc/themes/child.conf:2: no theme missing: ") }
    }

    /// What libinih reads differently from what it looks like is a warning at its line:
    /// a header without keys, `[]`, text after a header, an indented line (which continues the
    /// value above), NUL bytes.
    @Test func linesThatReadOtherThanTheyLookAreWarnings() throws {
        try write("etc/pinpad.conf", "title = Door\n  three\nmessage = a\n  b\n[]\nboxes = 4\n[login] x\n[weird]\nbo\u{0}xes = 5\n")
        let (options, _, warnings) = try read()
        #expect(options.title == "Door\nthree" && options.message == "a\nb" && options.boxes == 4)
        #expect(warnings == [
            "\(root)/etc/pinpad.conf:2: an indented line continues the value of 'title' (a key of its own starts at the line's start)",
            "\(root)/etc/pinpad.conf:5: [] names no section: the keys under it are general keys",
            "\(root)/etc/pinpad.conf:7: the text after [login] is ignored",
            "\(root)/etc/pinpad.conf:8: unknown section [weird]: its keys are skipped",
            "\(root)/etc/pinpad.conf:9: NUL bytes are removed from the line",
        ], "\(warnings)")
    }

    /// A theme file's lines that read other than they look are warnings at their lines too, as a
    /// configuration file's are, and all its warnings come in the order of its lines: a value
    /// ended at ' ;', NUL bytes, an indented line, an unknown key, a section. The first three
    /// were taken silently, and a section on line 3 was told before the unknown key of line 2.
    @Test func aThemeFilesLinesThatReadOtherThanTheyLookAreWarningsInLineOrder() throws {
        try write("odd.conf", "base = light\nbogus = 1\n[dark]\naccent = #00607A ; teal\nkey-pressed = #CF\u{0}E3EA\nkey-shape = circle\n  round\n")
        let odd = try read(["--theme-file", "\(root)/odd.conf"])
        let lines = odd.warnings.filter { !$0.contains("low contrast") }
        #expect(lines == [
            "\(root)/odd.conf:2: unknown theme key 'bogus': skipped",
            "\(root)/odd.conf:3: a theme file has no sections: the keys under [dark] are skipped",
            "\(root)/odd.conf:4: ' ;' starts a comment: the value ends before it (write ';' with no space before it to keep it)",
            "\(root)/odd.conf:5: NUL bytes are removed from the line",
            "\(root)/odd.conf:7: an indented line continues the value of 'key-shape' (a key of its own starts at the line's start)",
        ], "\(odd.warnings)")
    }

    /// A theme's chain of bases may be long; its bases' mistakes are told; its contrast
    /// warnings are a few lines.
    @Test func theBasesOfAThemeFile() throws {
        for index in 1...11 { try write("etc/themes/c\(index).conf", "base = \(index == 11 ? "light" : "c\(index + 1)")\n") }
        try write("etc/themes/c11.conf", "base = light\nfoo = 1\n")
        let chain = try read(["--theme", "c1"])
        #expect(chain.options.theme == .light)
        #expect(chain.warnings == ["\(root)/etc/themes/c11.conf:2: unknown theme key 'foo': skipped"])
        // Four pairs of colours fail: one line each, whatever texts share them.
        try write("etc/themes/black.conf", "base = light\nbackground = #000000\n")
        let black = try read(["--theme", "black"]).warnings
        #expect(black.count == 4 && Set(black.map { $0.split(separator: "'").last! }).count == 4, "\(black)")
        try write("etc/themes/dim.conf", "base = light\nbackground = #000000\nkey = #202020\nkey-letters = #101010\nmessage = #050505\n")
        let dim = try read(["--theme", "dim", "--letters"]).warnings
        #expect(dim.count == ThemeFile.contrastLinesTold + 1 && dim.last!.hasSuffix("more pairs of colours below the minimum"), "\(dim)")
    }

    /// A word no file or option set is the catalog's in a translated locale: `--print-config`
    /// says `translation (de)` for it, `default` for a value that is the same in every language,
    /// and the file and line for a word a file set.
    @Test func printConfigNamesTheTranslationAsTheSourceOfAWord() throws {
        try write("etc/pinpad.conf", "ok-label = Los\n")
        let printed = try Words.$scoped.withValue(ShippedTranslations.table("de")) { () throws -> String in
            let (options, configuration, _) = try read()
            return configuration.printed(options, derived: options.derivedSources)
        }
        let lines = printed.split(separator: "\n")
        #expect(printed.contains("# translation (de)\ncancel-label = Abbrechen\n"), "\(printed)")
        #expect(printed.contains("# translation (de)\nphrase-cancelled = Abgebrochen\n"), "\(printed)")
        #expect(zip(lines, lines.dropFirst()).contains { $0 == "# translation (de)" && $1.hasPrefix("phrase-digits = null,eins,") }, "\(printed)")
        #expect(printed.contains("# the language (de)\nvoice = de\n"), "\(printed)")
        #expect(printed.contains("# \(root)/etc/pinpad.conf:1\nok-label = Los\n"), "\(printed)")
        #expect(printed.contains("# default\nboxes = 6\n"), "\(printed)")
        #expect(!printed.contains("# default\ncancel-label"), "\(printed)")
    }

    @Test func printConfigCommentsOutWhatAFileCannotHold() throws {
        try write("etc/themes/round.conf", "base = light\nkey-shape = circle\n")
        let (options, configuration, _) = try read(["--title", "Door ; 3", "--message", " indented", "--theme", "round"])
        let printed = configuration.printed(options, derived: options.derivedSources)
        #expect(printed.contains("# command line (a file cannot hold this value as it is)\n; title = Door ; 3\n"))
        #expect(printed.contains("# command line (a file cannot hold this value as it is)\n; message =  indented\n"))
        #expect(printed.contains("# the theme\nkey-shape = circle\n"))
    }

    /// `--print-config`'s output fed back with `-C` gives every value the files held: a message
    /// over several lines (indented lines continue it) is printed as such lines, not commented out.
    @Test func printConfigFedBackKeepsEveryValueAFileHeld() throws {
        try write("etc/pinpad.conf", "title = Door 3\nmessage = Enter your code\n  then press OK\n")
        let (options, configuration, _) = try read()
        #expect(options.message == "Enter your code\nthen press OK")
        // Its source is the key's line, not the line that ends the value.
        #expect(configuration.source("message") == .file(path: "\(root)/etc/pinpad.conf", line: 2))
        let printed = configuration.printed(options, derived: options.derivedSources)
        #expect(!printed.contains("cannot hold"), "\(printed)")
        // Each source is a comment line of its own: no value line ends in an inline comment.
        #expect(!printed.contains(" ;"), "\(printed)")
        try FileManager.default.removeItem(atPath: "\(root)/etc/pinpad.conf")
        try write("printed.conf", printed)
        let (again, _, warnings) = try read(["-C", "\(root)/printed.conf"])
        #expect(again.message == options.message && again.title == "Door 3", "\(printed)")
        #expect(warnings.isEmpty, "\(warnings)")
    }

    /// A program built in a checkout finds the checkout's themes (`theme = ocean` before `make
    /// install`); run as root from a checkout others may write to, it does not, and the error
    /// says why and what to do.
    @Test func aBuildFindsItsCheckoutsThemes() throws {
        let checkout = "\(root)/checkout"
        for directory in ["Assets/themes", ".build/debug"] {
            try FileManager.default.createDirectory(atPath: "\(checkout)/\(directory)", withIntermediateDirectories: true)
        }
        try write("checkout/Package.swift", "")
        try write("checkout/Assets/themes/sea.conf", "base = light\n")
        let environment = ["PINPAD_CONFIG_DIR": "\(root)/etc", "HOME": "\(root)/home"]
        let executable = "\(checkout)/.build/debug/pinpad"
        let files = ConfigurationFiles(environment: { environment[$0] }, executable: executable)
        #expect(files.checkoutAssetsDirectory == "\(checkout)/Assets")
        #expect(try Options.read(["--theme", "sea"], files: files, readsFiles: false).options.theme == Theme.light)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: "\(checkout)/Assets")
        let privileged = ConfigurationFiles(environment: { environment[$0] }, isPrivileged: true, executable: executable)
        #expect(privileged.checkoutAssetsDirectory == nil)
        #expect { try Options.read(["--theme", "sea"], files: privileged, readsFiles: false) } throws: { error in
            let message = (error as! UsageError).message
            return message.contains("\(checkout)/Assets/themes and keyboards are not read: ") && message.hasSuffix("run the installed pinpad (make install))")
        }
    }

    /// A program built in a checkout finds the checkout's keyboard layouts as it finds its themes
    /// (`keyboard-layout = de` before `make install`, the package's directory having none); run
    /// as root from a checkout others may write to, it does not, and the error says why.
    @Test func aBuildFindsItsCheckoutsKeyboardLayouts() throws {
        let checkout = "\(root)/checkout"
        for directory in ["Assets/themes", "Assets/keyboards", ".build/debug"] {
            try FileManager.default.createDirectory(atPath: "\(checkout)/\(directory)", withIntermediateDirectories: true)
        }
        try write("checkout/Package.swift", "")
        try write("checkout/Assets/keyboards/de.layout", try String(contentsOfFile: "\(InstalledFilesTests.assets)/keyboards/de.layout", encoding: .utf8))
        let environment = ["PINPAD_CONFIG_DIR": "\(root)/etc", "HOME": "\(root)/home"]
        let executable = "\(checkout)/.build/debug/pinpad"
        let files = ConfigurationFiles(environment: { environment[$0] }, executable: executable)
        try #require(!FileManager.default.fileExists(atPath: "\(files.dataDirectory)/keyboards/de.layout"), "the package's de.layout is installed here: the test shows nothing")
        #expect(files.keyboardLayoutPath("de") == "\(checkout)/Assets/keyboards/de.layout")
        let read = try Options.read(["--keyboard-layout", "de"], files: files, readsFiles: false).options
        #expect(read.keyboardLayout?.name == "Deutsch")
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: "\(checkout)/Assets")
        let privileged = ConfigurationFiles(environment: { environment[$0] }, isPrivileged: true, executable: executable)
        #expect { try Options.read(["--keyboard-layout", "de"], files: privileged, readsFiles: false) } throws: { error in
            let message = (error as! UsageError).message
            return message.contains("no keyboard layout de") && message.contains("\(checkout)/Assets/themes and keyboards are not read: ")
        }
    }

    @Test func thePackagesDirectoryIsBesideBinOnly() {
        #expect(ConfigurationFiles(environment: { _ in nil }, executable: "/opt/kiosk/bin/pinpad").dataDirectory == "/opt/kiosk/share/pinpad")
        #expect(ConfigurationFiles(environment: { _ in nil }, executable: "/tmp/pinpad").dataDirectory == "/usr/share/pinpad")
        #expect(ConfigurationFiles(environment: { _ in nil }, executable: "/home/a/build/pinpad").dataDirectory == "/usr/share/pinpad")
    }

    /// Every option of every table has one name, a help line, and `--help` would list it.
    @Test func everyOptionIsDocumentedOnce() {
        let tables = [Options.table.map(\.info), LoginOptions.table.map(\.info), PasswordAgentOptions.table.map(\.info)]
        for table in tables {
            #expect(Set(table.map(\.key)).count == table.count)
            for info in table {
                #expect(!info.help.isEmpty && info.help.split(separator: "\n").allSatisfy { $0.count <= 64 }, "\(info.key)")
                #expect(HelpFormatter.text(table).contains(HelpFormatter.names(info)), "\(info.key)")
            }
        }
    }

    // MARK: Trust (issue 21)

    /// Defect 3: a privileged run (root) reads no user's file, so a user's `pam-confdir` (a
    /// stack of pam_permit) never reaches a root sign-in.
    @Test func aPrivilegedRunReadsNoUsersFile() throws {
        try write("home/pinpad/pinpad.conf", "[login]\npam-confdir = \(root)/permit\ntitle = user\n")
        let environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc", "XDG_CONFIG_HOME": "\(root)/home"]
        let privileged = ConfigurationFiles(environment: { environment[$0] }, isPrivileged: true)
        #expect(privileged.userDirectory == nil)
        let login = try LoginOptions(["--service", "kiosk"], files: privileged)
        #expect(login.configurationDirectory == nil && login.presentation.title == "Sign in")
        #expect(login.configuration?.files == [])
        // An unprivileged run reads it (its own user's).
        #expect(try LoginOptions(["--service", "kiosk"], files: files()).presentation.title == "user")
    }

    /// Defect 3: as root, `PINPAD_CONFIG_DIR` names only a directory only root can write to; a
    /// release build (no test hooks) does not read it at all. Either way one line says so.
    @Test func aPrivilegedRunTakesNoDirectoryOthersCanWrite() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: "\(root)/etc")
        let environment = ["PINPAD_CONFIG_DIR": "\(root)/etc", "PINPAD_LAYOUT_FILE": "\(root)/etc/shown.json"]
        let files = ConfigurationFiles(environment: ProcessEnvironment(environment, isPrivileged: true))
        #expect(files.systemDirectory == "/etc/pinpad")
        #expect(files.warnings == ["PINPAD_CONFIG_DIR is not read as root: \(root)/etc is not a directory only root can write to"])
        let release = ProcessEnvironment(lookup: { environment[$0] }, isPrivileged: true, hasTestHooks: false)
        #expect(ConfigurationFiles(environment: release).warnings == ["PINPAD_CONFIG_DIR is not read when running as root (or set-user-ID)"])
        #expect(release.value(.layoutFile) == nil && release.refusal(.layoutFile) == "PINPAD_LAYOUT_FILE is a test hook, not in this build")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(root)/etc")
        #expect(ConfigurationFiles(environment: ProcessEnvironment(environment, isPrivileged: true)).systemDirectory == "\(root)/etc")
    }

    /// Defect 3: `service` from a file others may write to (group-writable, in /etc's place) is
    /// refused with one line; from root's own file it is taken.
    @Test func aSignInKeyFromAFileOthersCanWriteIsRefused() throws {
        try write("etc/pinpad.conf.d/kiosk.conf", "[login]\nservice = permit\nuser = alice\ntitle = Door\n")
        let path = "\(root)/etc/pinpad.conf.d/kiosk.conf"
        #expect(try LoginOptions([], files: files()).service == "permit")
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: path)
        let login = try LoginOptions(["--service", "kiosk"], files: files())
        #expect(login.service == "kiosk" && login.user == nil && login.presentation.title == "Door")
        #expect(login.warnings == [
            "\(path):2: 'service' is taken only from files only root can write to, and the command line: skipped",
            "\(path):3: 'user' is taken only from files only root can write to, and the command line: skipped",
        ])
        #expect { try LoginOptions([], files: self.files()) } throws: { ($0 as! UsageError).message.hasPrefix("pinpad login needs --service") }
        // In a directory others can write to, a file of root's is no better.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: "\(root)/etc/pinpad.conf.d")
        #expect(try LoginOptions(["--service", "kiosk"], files: files()).service == "kiosk")
    }

    /// Defect 3: the keys that decide who may sign in and how often (`allow-user` and the
    /// throttle's) come only from root's files, like `service`: a file others can write to could
    /// otherwise let root sign in, or reset the count of attempts with a fresh directory.
    @Test func theThrottleAndAllowedUsersFromAFileOthersCanWriteAreRefused() throws {
        let keys = ["allow-user = root", "throttle-after = 100", "throttle-wait = 1", "throttle-cap = 1", "throttle-directory = /var/tmp/fresh"]
        try write("etc/pinpad.conf.d/kiosk.conf", "[login]\n" + keys.joined(separator: "\n") + "\n")
        let path = "\(root)/etc/pinpad.conf.d/kiosk.conf"
        let trusted = try LoginOptions(["--service", "kiosk"], files: files())
        #expect(trusted.allowedUsers == ["root"] && trusted.throttle.freeAttempts == 100 && trusted.throttle.directory == "/var/tmp/fresh")
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: path)
        let login = try LoginOptions(["--service", "kiosk"], files: files())
        #expect(login.allowedUsers == [] && login.throttle == ThrottleSettings())
        #expect(login.warnings.count == keys.count)
        #expect(login.warnings.allSatisfy { $0.hasSuffix("is taken only from files only root can write to, and the command line: skipped") })
    }

    /// Defect 3: as root, a key that names a file pinpad opens (`haptics`, `font`, `theme-file`)
    /// comes only from root's files too.
    @Test func aPathKeyFromAFileOthersCanWriteIsRefusedAsRoot() throws {
        try write("etc/pinpad.conf", "haptics = /dev/input/event0\nfont = /x.ttf\n")
        // Its group may write to it: a run as a user takes it (a file others may write to it does not).
        try FileManager.default.setAttributes([.posixPermissions: 0o664], ofItemAtPath: "\(root)/etc/pinpad.conf")
        #expect(try read().options.accessibility.hapticsDevice == "/dev/input/event0")
        let environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc"]
        let (options, _, warnings) = try Options.read([], files: ConfigurationFiles(environment: { environment[$0] }, isPrivileged: true))
        #expect(options.accessibility.hapticsDevice == nil && options.fontPath == nil)
        #expect(warnings == [Self.skippedAsRoot("\(root)/etc/pinpad.conf")])
    }

    /// The one line of a file others may write to, which no run takes a setting from.
    static func skippedAsOthers(_ path: String) -> String {
        "\(path): others may write to it (another owner, or it or a directory above writable by others): no setting is taken from it: skipped"
    }

    /// A user's own file that others may write to (mode 666, or in a directory of mode 777)
    /// gives a run as that user no setting: its title and words (a greeter's "Wrong PIN") would
    /// speak in the user's name. The same file, the user's alone, is taken.
    @Test func aFileOthersMayWriteGivesAnUnprivilegedRunNoSetting() throws {
        try FileManager.default.createDirectory(atPath: "\(root)/home/pinpad", withIntermediateDirectories: true)
        let path = "\(root)/home/pinpad/pinpad.conf"
        try write("home/pinpad/pinpad.conf", "title = Not yours\n[greeter]\nwrong-pin-text = Call 555-0100\n")
        #expect(try read().options.title == "Not yours")
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: path)
        var (options, _, warnings) = try read()
        #expect(options.title != "Not yours")
        #expect(warnings == [Self.skippedAsOthers(path)])
        // The greeter reads no user's file at all (`theGreeterUsersOwnFileIsNotRead`): no words
        // from it, and no line about it.
        let greeter = try GreeterOptions(["--command", "sway", "--user", "anna"], files: files())
        #expect(greeter.wrongPINText == "Wrong PIN" && greeter.presentation.title == "Sign in")
        #expect(greeter.warnings.isEmpty)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: "\(root)/home/pinpad")
        (options, _, warnings) = try read()
        #expect(options.title != "Not yours")
        #expect(warnings == [Self.skippedAsOthers(path)])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(root)/home/pinpad")
        #expect(try read().options.title == "Not yours")
    }

    /// The one line of a file a privileged run skips whole.
    static func skippedAsRoot(_ path: String) -> String {
        "\(path): not root's alone (its owner, group or others may write to it): a run as root takes no setting from it: skipped"
    }

    /// Issue 21's review: as root, a file that is not root's alone (a user's, or one its group
    /// or others may write to) gives no key at all, not only no security key: `grab`,
    /// `private-audio`, `seed`, `message` and `voice` would otherwise steer root's pad. An
    /// unprivileged run still takes them.
    @Test func aFileNotRootsAloneGivesAPrivilegedRunNoSetting() throws {
        let path = "\(root)/etc/pinpad.conf.d/50-user.conf"
        try write("etc/pinpad.conf.d/50-user.conf", "grab = no\nprivate-audio = yes\nseed = 7\nmessage = Hello\nvoice = de\n")
        try write("etc/pinpad.conf.d/60-root.conf", "title = Root's\n")
        let environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc"]
        func privileged() throws -> (options: Options, configuration: Configuration<Options>, warnings: [String]) {
            try Options.read([], files: ConfigurationFiles(environment: { environment[$0] }, isPrivileged: true))
        }
        for (owner, mode): (UInt32, Int) in [(0, 0o664), (0, 0o646), (65534, 0o644)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
            try #require(chown(path, owner, 0) == 0)
            let (options, configuration, warnings) = try privileged()
            #expect(options.grab == nil && !options.accessibility.isPrivate && options.seed == nil, "owner \(owner), mode \(mode)")
            #expect(options.message != "Hello" && options.accessibility.voice != "de" && options.title == "Root's")
            #expect(warnings == [Self.skippedAsRoot(path)])
            #expect(configuration.files == ["\(root)/etc/pinpad.conf.d/60-root.conf"])
            // An unprivileged run takes them from a file its group may write to; from one others
            // may write to (another owner, o+w), nothing.
            let (unprivileged, _, userWarnings) = try read()
            if mode == 0o664 {
                #expect(unprivileged.grab == false && unprivileged.accessibility.isPrivate && unprivileged.seed == 7)
                #expect(unprivileged.message == "Hello" && unprivileged.accessibility.voice == "de")
            } else {
                #expect(unprivileged.grab == nil && unprivileged.seed == nil && unprivileged.message != "Hello", "owner \(owner), mode \(mode)")
                #expect(userWarnings == [Self.skippedAsOthers(path)])
            }
        }
        // Root's alone again: taken as root too.
        try #require(chown(path, 0, 0) == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let (options, _, warnings) = try privileged()
        #expect(options.grab == false && options.seed == 7 && options.message == "Hello" && warnings.isEmpty)
    }

    /// espeak-ng opens a voice name with a slash or `..` as a file: `voice` takes a name only,
    /// from a file or the command line.
    @Test func aVoiceIsANameNotAPath() throws {
        #expect(try read(["--voice", "en-us+f3"]).options.accessibility.voice == "en-us+f3")
        for voice in ["/home/anna/voice", "../../home/anna/voice", "gmw/en", "..", "en..x"] {
            #expect(throws: UsageError.self, "\(voice)") { _ = try self.read(["--voice", voice]) }
            try write("etc/pinpad.conf", "voice = \(voice)\n")
            #expect { try self.read() } throws: {
                ($0 as! UsageError).message.hasSuffix("voice takes a voice's name (espeak-ng --voices; no / or ..), not '\(voice)'")
            }
        }
    }

    /// Defect 9: a file's numbers past the ends of their types or ranges are errors naming the
    /// line, never a trap or a wrapped value.
    @Test func aFilesNumbersPastTheirEndsAreErrors() throws {
        for line in [
            "seed = 9223372036854775808", "boxes = 9223372036854775807", "timeout = 1e309", "timeout = nan", "size = 99999999999999999999x800",
            "mask = delayed:9223372036854775808", "field = PIN:keypad:18446744073709551616", "scale = -0", "speech-rate = 0x10",
            "haptics-duration = 1_000",
        ] {
            try write("etc/pinpad.conf", line + "\n")
            #expect(throws: UsageError.self, "\(line)") { try self.read() }
        }
        try write("etc/pinpad.conf", "seed = 9223372036854775807\n")
        #expect(try read().options.seed == UInt64(Int.max))
        try write("etc/themes/wide.conf", "base = light\nkey-radius = 1e308\n")
        #expect(throws: UsageError.self) { try self.read(["--theme", "wide"]) }
    }

    /// Defect 8: a theme's `base` and `font` stay in the themes directories: a relative path
    /// (`../../x`) is refused, naming the line.
    @Test func aThemesBaseOrFontCannotLeaveTheThemesDirectories() throws {
        try write("x.conf", "base = light\nbackground = #000000\n")
        try write("etc/themes/escape.conf", "base = ../../x\n")
        #expect { try self.read(["--theme", "escape"]) } throws: {
            ($0 as! UsageError).message
                == "\(self.root)/etc/themes/escape.conf:1: base takes a theme's name in the theme's directory (no / or ..) or an absolute path, not '../../x'"
        }
        try write("etc/themes/font.conf", "font = ../../../etc/shadow\n")
        #expect { try self.read(["--theme", "font"]) } throws: {
            ($0 as! UsageError).message.hasPrefix("\(self.root)/etc/themes/font.conf:1: font takes a font file's name in the theme's directory")
        }
        try write("etc/themes/dots.conf", "font = ..\n")
        #expect(throws: UsageError.self) { try self.read(["--theme", "dots"]) }
        // A name stays beside the theme; an absolute path in root's file is the administrator's.
        try write("etc/themes/named.conf", "base = light\nfont = brand.ttf\n")
        #expect(try read(["--theme", "named"]).options.fontPath == "\(root)/etc/themes/brand.ttf")
        try write("etc/themes/absolute.conf", "base = \(root)/x.conf\n")
        #expect(try read(["--theme", "absolute"]).options.theme.background == Color(red: 0, green: 0, blue: 0))
        // As root, an absolute path in a file others can write to is refused.
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: "\(root)/etc/themes/absolute.conf")
        let environment = ["PINPAD_DATA_DIR": "\(root)/share", "PINPAD_CONFIG_DIR": "\(root)/etc"]
        #expect {
            try Options.read(["--theme", "absolute"], files: ConfigurationFiles(environment: { environment[$0] }, isPrivileged: true))
        } throws: {
            ($0 as! UsageError).message.hasSuffix("absolute.conf:1: base takes an absolute path only in a file only root can write to, not '\(self.root)/x.conf'")
        }
    }

    /// Defect 11: a drop-in that is a link to nothing is passed over with one line; the rest is
    /// read.
    @Test func aDanglingDropInIsPassedOverWithAWarning() throws {
        try write("etc/pinpad.conf.d/20-real.conf", "title = real\n")
        try FileManager.default.createSymbolicLink(atPath: "\(root)/etc/pinpad.conf.d/10-gone.conf", withDestinationPath: "\(root)/nowhere.conf")
        let (options, configuration, warnings) = try read()
        #expect(options.title == "real")
        #expect(warnings == ["\(root)/etc/pinpad.conf.d/10-gone.conf: there is no such file (a link to nothing?): skipped"])
        #expect(configuration.files == ["\(root)/etc/pinpad.conf.d/20-real.conf"])
    }

}

/// The files the package installs: the example configuration sets nothing, and every theme
/// file reads without a warning (its contrast included).
struct InstalledFilesTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets").standardized.path

    @Test func theExampleConfigurationSetsNothing() throws {
        let environment = ["PINPAD_DATA_DIR": Self.assets, "PINPAD_CONFIG_DIR": "/nonexistent"]
        let files = ConfigurationFiles(environment: { environment[$0] })
        let (_, configuration, warnings) = try Options.read([], files: files)
        #expect(configuration.files == ["\(Self.assets)/pinpad.conf"] && configuration.assignments.isEmpty && warnings.isEmpty)
    }

    @Test func everyThemeFileReadsWithoutAWarning() throws {
        let environment = ["PINPAD_DATA_DIR": Self.assets, "PINPAD_CONFIG_DIR": "/nonexistent"]
        let files = ConfigurationFiles(environment: { environment[$0] })
        let names = try FileManager.default.contentsOfDirectory(atPath: "\(Self.assets)/themes").filter { $0.hasSuffix(".conf") }
        #expect(!names.isEmpty)
        for name in names {
            let theme = try ThemeFile.named(String(name.dropLast(5)), files: files)
            #expect(theme.warnings.isEmpty, "\(name): \(theme.warnings)")
            #expect(theme.theme != .dark)
        }
    }
}

extension Prompt {
    /// Measures a text run: the backend's font metrics for `text` at `size` pixels, in pixels.
    public typealias TextMeasure = (_ text: String, _ size: Double) -> Size

    /// Builds what the prompt looks like now, and marks it drawn.
    /// - Parameter measure: the backend's text measurement, used to shrink a title or message
    ///   that does not fit its line; nil assumes everything fits.
    /// - Returns: the scene at `clock.now`.
    public func scene(measure: TextMeasure? = nil) -> Scene {
        let now = clock.now
        let scene = scene(at: now, measure: measure)
        needsDisplay = false
        frameDeadline = nextDeadline
        return scene
    }

    /// What the prompt looks like at `time` (clock milliseconds); a pure function of the prompt's
    /// state and `time`.
    public func scene(at time: Int, measure: TextMeasure? = nil) -> Scene {
        var primitives: [Primitive] = []
        let s = layout.scale
        let viewport = layout.viewport
        primitives.append(Primitive(.fill(Rect(x: 0, y: 0, width: viewport.width, height: viewport.height), radius: 0), role: .background, color: theme.background))
        let errorInTitle = errorInTitlesPlace(at: time, measure: measure)
        if let error = errorInTitle {
            let size = Prompt.legibleMessageSize
            primitives += lines(error, in: errorTitleFrame, slots: layout.titleLines, size: size, minimum: size, color: theme.errorColor, measure: measure)
        } else {
            let size = legibleSize(theme.titleSize * s, in: layout.title, lines: layout.titleLines)
            primitives += lines(
                title, in: layout.title, slots: layout.titleLines, size: size, minimum: min(size, Prompt.minimumTitleSize * s),
                color: theme.titleColor, measure: measure)
        }
        // The description, and the error or a lock's text under it (`Prompt+TextArea`).
        let text = textAreaPrimitives(at: time, measure: measure, errorIsInTitle: errorInTitle != nil)
        primitives += text.primitives
        textScrollLimit = text.scrollLimit
        textScrollShown = text.first
        textCrowdsReservedLines = text.crowdsReservedLines
        for index in fields.indices { primitives += fieldPrimitives(index, at: time, measure: measure) }
        primitives += capsLockHintPrimitives(measure: measure)
        primitives += keyPrimitives(at: time, measure: measure)
        return Scene(size: viewport, primitives: primitives)
    }

    /// Horizontal shake offset in pixels at `time`: `A·sin(7πp)·(1-p)` over linear progress `p`:
    /// three and a half swings, largest first, at rest at the end.
    func shakeOffset(at time: Int) -> Double {
        guard let shake = timeline.active(.shake, at: time) else { return 0 }
        let p = shake.progress(at: time)
        return theme.shakeAmplitude * layout.scale * sine(7 * Double.pi * p) * (1 - p)
    }

    /// The smallest message text, in pixels at scale 1: a message that does not fit its lines at
    /// the theme's size is set smaller down to this, then cut with an ellipsis.
    public static let minimumMessageSize = 14.0
    /// The smallest description and error text in pixels, whatever the scale: on a screen so
    /// small that the pad is drawn at a scale under 0.8 (320×240, 240×240), they are set at this
    /// size in taller lines and scroll, rather than being set at 6 to 8 pixels.
    public static let legibleMessageSize = 11.0
    /// The smallest title text, in pixels at scale 1.
    public static let minimumTitleSize = 17.0

    /// A title's or label's size: `size` (pixels, at the layout's scale), or `legibleMessageSize`
    /// where that is larger and `frame`'s `lines` lines are tall enough for it
    /// (`Layout.legibleLabelLine` a line), else as large as they hold.
    private func legibleSize(_ size: Double, in frame: Rect, lines: Int) -> Double {
        let line = frame.height / Double(max(lines, 1))
        return max(size, min(Prompt.legibleMessageSize, line * Prompt.legibleMessageSize / Layout.legibleLabelLine))
    }

    /// `string` wrapped at word boundaries to `frame`'s width (`TextWrapping`, measured with
    /// `measure`, or by its estimate without one), one text run per line in `slots` equal slots
    /// of `frame`. When the lines outnumber the slots the size shrinks from `size` towards
    /// `minimum` (pixels); what still does not fit is cut, its last line ending in "…".
    private func lines(
        _ string: String, in frame: Rect, slots: Int, size largest: Double, minimum: Double, color: Color, measure: TextMeasure?
    ) -> [Primitive] {
        let slots = max(slots, 1)
        let smallest = min(largest, minimum)
        func width(_ text: String, _ size: Double) -> Double {
            measure.map { $0(text, size).width } ?? TextWrapping.estimatedWidth(text, size: size)
        }
        var size = largest
        func wrapped() -> [String] {
            DirectionalRuns.wrapped(string) { paragraph in TextWrapping.lines(paragraph) { width($0, size) <= frame.width } }
        }
        var lines = wrapped()
        while lines.count > slots && size > smallest {
            size = max(size * 0.92, smallest)
            lines = wrapped()
        }
        if lines.count > slots {
            lines = Array(lines.prefix(slots))
            var last = lines[slots - 1]
            while !last.isEmpty && width(last + "…", size) > frame.width { last.removeLast() }
            lines[slots - 1] = TextWrapping.trimmingTrailingSpaces(last) + "…"
        }
        let height = frame.height / Double(slots)
        let top = frame.y + (frame.height - height * Double(lines.count)) / 2
        return lines.enumerated().compactMap { index, line in
            guard !line.isEmpty else { return nil }
            let slot = Rect(x: frame.x, y: top + Double(index) * height, width: frame.width, height: height)
            return Primitive(.text(line, frame: slot, size: size, alignment: .center), role: .text, color: color)
        }
    }

    /// `shownHint` (the keyboard held elsewhere, a refused character, Caps Lock) on one line under the focused
    /// field, in the gap before the next field or the keypad, in the error colour. A line that
    /// does not fit at 11 px (a longer language's refusal) wraps onto a second line, 12 px each,
    /// rather than being cut.
    private func capsLockHintPrimitives(measure: TextMeasure?) -> [Primitive] {
        guard let hint = shownHint, let line = layout.hintLine(under: focusedIndex) else { return [] }
        let s = layout.scale
        let slots = max(hintLines, 1)
        let single = lines(hint, in: line, slots: slots, size: Prompt.minimumMessageSize * s, minimum: 11 * s, color: theme.errorColor, measure: measure)
        guard slots == 1, single.count == 1, case .text(let shown, _, _, _) = single[0].shape, shown != hint else { return single }
        let twoLines = Rect(x: line.x, y: line.y, width: line.width, height: 24 * s)
        return lines(hint, in: twoLines, slots: 2, size: 11 * s, minimum: 11 * s, color: theme.errorColor, measure: measure)
    }

    private func fieldPrimitives(_ fieldIndex: Int, at time: Int, measure: TextMeasure?) -> [Primitive] {
        guard let frames = layout.fields[safe: fieldIndex] else { return [] }
        let model = fields[fieldIndex].field
        var primitives: [Primitive] = []
        let s = layout.scale
        let isFocused = fieldIndex == focusedIndex
        if let label = frames.label {
            let color = isFocused || fields.count == 1 ? theme.titleColor : theme.messageColor
            let size = legibleSize(theme.messageSize * s, in: label, lines: layout.labelLines)
            primitives += lines(
                fields[fieldIndex].label, in: label, slots: layout.labelLines, size: size, minimum: min(size, Prompt.minimumMessageSize * s),
                color: color, measure: measure)
        }
        let shaking = fieldIndex == shakeTarget && timeline.active(.shake, at: time) != nil
        let offset = Transform(translateX: fieldIndex == shakeTarget ? shakeOffset(at: time) : 0)
        // No success tint while the asker still checks what was entered (a sign-in's "Checking…").
        let isWaiting = keypadLock?.isWaiting == true
        let success = result != nil && model.isCompleted && !isWaiting ? (timeline.value(.success, at: time) ?? 1) : 0
        let radius = min(theme.boxRadius * s, (frames.boxes.first?.width ?? 0) / 3)
        let dotRadius = min(theme.dotRadius * s, (frames.boxes.first?.width ?? 0) / 4)
        for (index, box) in frames.boxes.enumerated() {
            let fill = theme.boxFill.mixed(with: theme.accent, by: success * 0.35)
            primitives.append(Primitive(.fill(box, radius: radius), role: .box, color: fill, transform: offset))
            let border = shaking ? theme.errorColor : (success > 0 ? theme.accent : theme.boxBorder)
            primitives.append(Primitive(.stroke(box, radius: radius, lineWidth: theme.borderWidth * s), role: .boxBorder, color: border, transform: offset))
            if model.isFreeLength {
                primitives += freeLengthPrimitives(
                    fieldIndex, in: box, dotRadius: min(theme.dotRadius * s, box.height / 5), offset: offset, at: time, measure: measure)
            } else {
                primitives += contentPrimitives(fieldIndex, box: index, frame: box, dotRadius: dotRadius, offset: offset, at: time)
            }
        }
        if isFocused && !model.isFreeLength { primitives += focusPrimitives(frames.boxes, radius: radius, offset: offset, at: time) }
        return primitives
    }

    private func contentPrimitives(_ fieldIndex: Int, box index: Int, frame: Rect, dotRadius: Double, offset: Transform, at time: Int) -> [Primitive] {
        let center = frame.center
        let dot = Primitive.Shape.circle(center: center, radius: dotRadius)
        let model = fields[fieldIndex].field
        // Taken by the asker (a sign-in checking it): a dot for each character it held.
        if let submitted = submittedCount(of: fieldIndex) {
            return index < submitted && model.mask != .hidden ? [Primitive(dot, role: .character, color: theme.dotColor, transform: offset)] : []
        }
        guard let character = model.character(at: index) else {
            guard let shrink = timeline.value(.shrink(field: fieldIndex, box: index), at: time) else { return [] }
            var transform = offset
            transform.scale = 1 - shrink
            return [Primitive(dot, role: .character, color: theme.dotColor, opacity: 1 - shrink, transform: transform)]
        }
        var transform = offset
        transform.scale = timeline.value(.popIn(field: fieldIndex, box: index), at: time) ?? 1
        // Many boxes make narrow ones: the digit is set no larger than its box holds.
        let size = min(theme.boxDigitSize * layout.scale, frame.width * Prompt.boxDigitSizePerWidth)
        let digit = Primitive.Shape.text(Prompt.shown(character), frame: frame, size: size, alignment: .center)
        switch model.mask {
        case .digits:
            return [Primitive(digit, role: .character, color: theme.dotColor, transform: transform)]
        case .dots:
            return [Primitive(dot, role: .character, color: theme.dotColor, transform: transform)]
        case .hidden:
            return []
        case .delayedDots:
            if timeline.active(.reveal(field: fieldIndex, box: index), at: time) != nil {
                return [Primitive(digit, role: .character, color: theme.dotColor, transform: transform)]
            }
            guard let morph = timeline.value(.morph(field: fieldIndex, box: index), at: time) else {
                return [Primitive(dot, role: .character, color: theme.dotColor, transform: transform)]
            }
            var dotTransform = transform
            dotTransform.scale *= morph
            return [
                Primitive(digit, role: .character, color: theme.dotColor, opacity: 1 - morph, transform: transform),
                Primitive(dot, role: .character, color: theme.dotColor, opacity: morph, transform: dotTransform),
            ]
        }
    }

    /// A free-length field: one dot per character, centred in `frame` and growing from the
    /// middle, or, for `.digits`, the characters set as text (each its own width, as a text
    /// field sets a name); the caret after the last; when they no longer fit, the newest that fit.
    private func freeLengthPrimitives(
        _ fieldIndex: Int, in frame: Rect, dotRadius: Double, offset: Transform, at time: Int, measure: TextMeasure?
    ) -> [Primitive] {
        let model = fields[fieldIndex].field
        let s = layout.scale
        var primitives: [Primitive] = []
        let caretWidth = 2 * s
        let caretX: Double
        // Taken by the asker (a sign-in checking it): a dot for each character it held.
        let submitted = submittedCount(of: fieldIndex)
        if model.mask == .digits && submitted == nil {
            let size = min(theme.boxDigitSize * s, frame.height * 0.55)
            func width(_ text: String) -> Double { measure.map { $0(text, size).width } ?? TextWrapping.estimatedWidth(text, size: size) }
            let room = frame.width - 2 * size
            var text = ""
            for index in stride(from: model.count - 1, through: 0, by: -1) {
                guard let character = model.character(at: index).map(Prompt.shown), width(character + text) <= room else { break }
                text = character + text
            }
            let textWidth = text.isEmpty ? 0 : width(text)
            if !text.isEmpty {
                let run = Rect(x: frame.center.x - textWidth / 2, y: frame.y, width: textWidth, height: frame.height)
                primitives.append(Primitive(.text(text, frame: run, size: size, alignment: .center), role: .character, color: theme.dotColor, transform: offset))
            }
            caretX = text.isEmpty ? frame.center.x - caretWidth / 2 : frame.center.x + textWidth / 2 + s
        } else {
            let pitch = dotRadius * 3
            let room = max(Int((frame.width - 4 * pitch) / pitch), 1)
            let count = submitted ?? model.count
            let first = max(count - room, 0)
            let shown = model.mask == .hidden ? 0 : count - first
            let rowWidth = Double(shown) * pitch
            let x0 = frame.center.x - (rowWidth + (shown > 0 ? pitch / 2 : 0)) / 2
            for index in first..<(first + shown) {
                let center = Point(x: x0 + (Double(index - first) + 0.5) * pitch, y: frame.center.y)
                var transform = offset
                transform.scale = timeline.value(.popIn(field: fieldIndex, box: index), at: time) ?? 1
                primitives.append(Primitive(.circle(center: center, radius: dotRadius), role: .character, color: theme.dotColor, transform: transform))
            }
            caretX = shown > 0 ? x0 + rowWidth + pitch / 4 : frame.center.x - caretWidth / 2
        }
        // No ring while the keys are locked: nothing typed is taken.
        if fieldIndex == focusedIndex && result == nil && !isLocked {
            primitives.append(Primitive(
                .stroke(frame, radius: min(theme.boxRadius * s, frame.height / 3), lineWidth: theme.focusWidth * s), role: .focusRing, color: theme.accent,
                transform: offset))
            if isCaretVisible(at: time) {
                let caret = Rect(x: caretX, y: frame.center.y - frame.height * 0.25, width: caretWidth, height: frame.height * 0.5)
                primitives.append(Primitive(.fill(caret, radius: s), role: .caret, color: theme.accent, transform: offset))
            }
        }
        return primitives
    }

    private func focusPrimitives(_ boxes: [Rect], radius: Double, offset: Transform, at time: Int) -> [Primitive] {
        // A full field shows no ring, except in a form, where the ring marks which field has focus.
        guard result == nil, !isLocked, !field.isFull || fields.count > 1,
            let target = boxes[safe: min(field.count, boxes.count - 1)]
        else { return [] }
        var frame = target
        if let move = timeline.value(.focus, at: time), let origin = boxes[safe: focusOrigin] {
            frame.x = origin.x + (target.x - origin.x) * move
        }
        let s = layout.scale
        var primitives = [
            Primitive(.stroke(frame, radius: radius, lineWidth: theme.focusWidth * s), role: .focusRing, color: theme.accent, transform: offset)
        ]
        if !composition.isEmpty {
            // An input method's composition is previewed only in a field that shows its
            // characters; a field that hides them shows the underline alone, the same whatever
            // is being composed.
            if field.mask == .digits {
                let preview = Primitive.Shape.text(composition, frame: frame, size: theme.boxDigitSize * s, alignment: .center)
                primitives.append(Primitive(preview, role: .character, color: theme.dotColor, opacity: 0.55, transform: offset))
            }
            let underline = Rect(x: frame.x + frame.width * 0.2, y: frame.maxY - 8 * s, width: frame.width * 0.6, height: 2 * s)
            primitives.append(Primitive(.fill(underline, radius: 0), color: theme.accent, transform: offset))
        } else if isCaretVisible(at: time) && !field.isFull {
            let caret = Rect(x: frame.center.x - s, y: frame.center.y - frame.height * 0.25, width: 2 * s, height: frame.height * 0.5)
            primitives.append(Primitive(.fill(caret, radius: s), role: .caret, color: theme.accent, transform: offset))
        }
        return primitives
    }

    private func keyPrimitives(at time: Int, measure: TextMeasure?) -> [Primitive] {
        var primitives: [Primitive] = []
        let s = layout.scale
        let pressed = Set(pressedKeys.values)
        for keyFrame in layout.keys {
            let key = keyFrame.key
            let isAction = (key == .cancel || key == .clear || key == .notOK) && !keypad.isButtonRow
            var frame = keyFrame.frame
            var radius = min(theme.keyRadius * s, frame.height / 2)
            // Round keys: every key of the pad a circle, as on a phone's lock screen; Cancel and
            // Clear are words across their whole cell, in a pill that shows only when pressed (in
            // a circle, "Abbrechen" or "キャンセル" was cut with room beside it).
            let isRound = theme.keyShape == .circle && !keypad.isButtonRow && !keypad.isKeyboard
            if isRound && isAction {
                radius = frame.height / 2
            } else if isRound {
                let side = min(frame.width, frame.height) * Layout.roundKeyDiameter
                frame = Rect(x: frame.center.x - side / 2, y: frame.center.y - side / 2, width: side, height: side)
                radius = side / 2
            }
            let state = state(of: key, pressed: pressed)
            let accented = (key == .submit && state != .disabled) || (key == .shift && keypad.shift != .off)
            var base = isAction ? theme.background : (accented ? theme.accent : theme.keyFill)
            if isAction { base.alpha = 0 }
            let highlight = state == .pressed ? 1 : 1 - (timeline.value(.keyRelease(key), at: time) ?? 1)
            let fill = base.mixed(with: theme.keyPressedFill, by: highlight)
            let opacity = state == .disabled ? theme.disabledOpacity : 1
            // A disabled key's fill and outline fade further than its label, as a phone dims its
            // keypad: the key reads as off, its label stays legible.
            let frameOpacity = state == .disabled ? theme.disabledOpacity * Prompt.disabledFrameShare : 1
            primitives.append(Primitive(.fill(frame, radius: radius), role: .key, color: fill, opacity: frameOpacity))
            // Cancel and Clear are words, without an outline, in every theme.
            if let border = theme.keyBorder, !isAction {
                primitives.append(Primitive(.stroke(frame, radius: radius, lineWidth: theme.borderWidth * s), role: .keyBorder, color: border, opacity: frameOpacity))
            }
            primitives += labelPrimitives(key: key, frame: frame, opacity: opacity, accented: accented, pressed: highlight, measure: measure)
            if key == keypadFocus { primitives.append(keyFocusRing(frame, radius: radius)) }
        }
        // A character key held down shows its character above the finger, larger, only when the
        // focused field shows its characters: over a hidden secret it would spell it out.
        for keyFrame in layout.keys where pressed.contains(keyFrame.key) && field.mask == .digits {
            if case .character(let character) = keyFrame.key, character != " " { primitives += keyPopUp(keyFrame.key, over: keyFrame.frame) }
        }
        return primitives
    }

    /// The pop-up over a pressed keyboard key `frame` (pixels): a key-coloured bubble half as wide
    /// again, rising a key's height above it, with the key's label at twice a key's label size.
    private func keyPopUp(_ key: Key, over frame: Rect) -> [Primitive] {
        let s = layout.scale
        let width = frame.width * 1.5
        let height = frame.height * 1.25
        let x = min(max(frame.center.x - width / 2, 0), layout.viewport.width - width)
        let bubble = Rect(x: x, y: max(frame.maxY - frame.height - height, 0), width: width, height: height)
        let radius = min(theme.keyRadius * s, width / 4)
        var result = [Primitive(.fill(bubble, radius: radius), role: .key, color: theme.keyPressedFill)]
        if let border = theme.keyBorder {
            result.append(Primitive(.stroke(bubble, radius: radius, lineWidth: theme.borderWidth * s), role: .keyBorder, color: border))
        }
        let size = min(theme.keyLabelSize * 1.3 * s, height * 0.7)
        result.append(Primitive(.text(key.label, frame: bubble, size: size, alignment: .center), role: .keyLabel, color: theme.keyPressedLabel ?? theme.keyLabel))
        return result
    }

    /// The ring around the key the keypad focus is on: the accent colour, `theme.focusWidth`
    /// wide, a gap of one focus width outside the key's `frame` (pixels), so it shows on the
    /// accent-filled OK key too.
    private func keyFocusRing(_ frame: Rect, radius: Double) -> Primitive {
        let width = theme.focusWidth * layout.scale
        let outset = width * 1.5
        let ring = Rect(x: frame.x - outset, y: frame.y - outset, width: frame.width + 2 * outset, height: frame.height + 2 * outset)
        return Primitive(.stroke(ring, radius: radius + outset, lineWidth: width), role: .focusRing, color: theme.accent)
    }

    /// A disabled key's fill and outline opacity as a share of its label's (`Theme.disabledOpacity`).
    public static let disabledFrameShare = 0.4

    /// The largest label on a letters keyboard's key, as a share of the key's height.
    static let keyboardLabelShare = 0.75
    /// The largest character, Shift or Delete on a letters keyboard's key, as a share of the
    /// key's width: the widest letters (W, Ж, Щ, @) are about one em.
    static let keyboardLabelWidthShare = 0.8

    /// The label (and letters) of `key`, each colour moved towards the theme's pressed label by
    /// `pressed` (0…1, the press highlight).
    private func labelPrimitives(key: Key, frame: Rect, opacity: Double, accented: Bool, pressed: Double, measure: TextMeasure?) -> [Primitive] {
        let pressedLabel = theme.keyPressedLabel ?? theme.keyLabel
        return plainLabelPrimitives(key: key, frame: frame, opacity: opacity, accented: accented).map { primitive in
            var primitive = primitive
            primitive.color = primitive.color.mixed(with: pressedLabel, by: pressed)
            // On a screen so small that the theme's sizes fall under what a person reads (a
            // 240×240 panel draws at a third of them), a digit or word no smaller than
            // `legibleMessageSize` where its frame is tall enough; a word too wide for its key
            // at that size is set smaller again below (`fittedKeyWord`).
            if !setsTextOnGrid, case .text(let text, let rect, let size, let alignment) = primitive.shape, size < Prompt.legibleMessageSize {
                let legible = min(Prompt.legibleMessageSize, rect.height * Prompt.keyboardLabelShare)
                if legible > size { primitive.shape = .text(text, frame: rect, size: legible, alignment: alignment) }
            }
            // A keyboard's keys shrink to 9 mm to give a long description room: their words
            // (space, Cancel, ?123) no taller than the key leaves room for.
            if keypad.isKeyboard, case .text(let text, let rect, let size, let alignment) = primitive.shape, size > frame.height * Prompt.keyboardLabelShare {
                primitive.shape = .text(text, frame: rect, size: frame.height * Prompt.keyboardLabelShare, alignment: alignment)
            }
            // A character, Shift or Delete on a key made narrow by a row of many keys on a narrow
            // screen: no wider than the key leaves room for, never under `Layout.keyboardWordFloor`.
            if keypad.isKeyboard, !Layout.isWord(key), key != .character(" "), case .text(let text, let rect, let size, let alignment) = primitive.shape {
                let room = max(frame.width * Prompt.keyboardLabelWidthShare, Layout.keyboardWordFloor * layout.scale)
                if size > room { primitive.shape = .text(text, frame: rect, size: room, alignment: alignment) }
            }
            return primitive
        }.flatMap { primitive in
            // A key's word (Cancel, OK, No, ?123, a configured label) set to sit inside its key:
            // smaller down to `Layout.keyboardWordFloor`, then on two lines, then cut
            // (`fittedKeyWord`); on the letters keyboard a word's key is wider first (`Layout`).
            Layout.isWord(key) || (keypad.isKeyboard && key == .character(" ")) ? fittedKeyWord(primitive, in: frame, measure: measure) : [primitive]
        }
    }

    private func plainLabelPrimitives(key: Key, frame: Rect, opacity: Double, accented: Bool) -> [Primitive] {
        let s = layout.scale
        switch key {
        case .digit:
            // A digit without letters (1, 0, or every digit without `--letters`) centred in its key.
            guard keypad.showsLetters, key.letters != nil else {
                return [Primitive(.text(label(of: key), frame: frame, size: theme.keyLabelSize * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: theme.keyLabel, opacity: opacity)]
            }
            let digitFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height * 0.72)
            var result = [Primitive(.text(label(of: key), frame: digitFrame, size: theme.keyLabelSize * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: theme.keyLabel, opacity: opacity)]
            if let letters = key.letters {
                let lettersFrame = Rect(x: frame.x, y: frame.y + frame.height * 0.6, width: frame.width, height: frame.height * 0.32)
                result.append(Primitive(.text(letters, frame: lettersFrame, size: theme.lettersSize * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: theme.keyLetters, opacity: opacity))
            }
            return result
        case .delete:
            return [Primitive(.text(key.label, frame: frame, size: theme.keyLabelSize * theme.keySize.labelScale * 0.9 * s, alignment: .center), role: .keyLabel, color: theme.keyLabel, opacity: opacity)]
        case .submit:
            let color = accented ? theme.submitLabel : theme.keyLabel
            return [Primitive(.text(label(of: key), frame: frame, size: theme.keyWordSize * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: color, opacity: opacity)]
        case .cancel, .clear, .notOK:
            let color = keypad.isButtonRow ? theme.keyLabel : theme.messageColor
            return [Primitive(.text(label(of: key), frame: frame, size: theme.keyWordSize * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: color, opacity: opacity)]
        case .character(let character):
            // A character as large as the key leaves room for; the Space bar's word as the others'.
            let size = character == " " ? theme.keyWordSize : min(theme.keyLabelSize * 0.8, frame.height / s * 0.5)
            return [Primitive(.text(key.label, frame: frame, size: size * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: theme.keyLabel, opacity: opacity)]
        case .shift:
            let color = accented ? theme.submitLabel : theme.keyLabel
            let label = keypad.shift == .locked ? "⇪" : key.label
            return [Primitive(.text(label, frame: frame, size: theme.keyWordSize * 1.3 * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: color, opacity: opacity)]
        case .page:
            return [Primitive(.text(label(of: key), frame: frame, size: theme.keyWordSize * theme.keySize.labelScale * s, alignment: .center), role: .keyLabel, color: theme.keyLabel, opacity: opacity)]
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

import Testing

@testable import PinPadFrontEnd

/// A display lost again and again soon after each run is not chased without end (`RunAgain`).
@Suite struct RunAgainQuickLossTests {
    @Test func lossesInARowEachSoonAfterItsStartAreCounted() {
        let second: UInt64 = 1_000_000
        #expect(RunAgain.quickLosses(after: nil, now: 5 * second) == 1)
        #expect(RunAgain.quickLosses(after: (1, 100 * second), now: 102 * second) == 2)
        #expect(RunAgain.quickLosses(after: (4, 100 * second), now: 109 * second) == 5)
        // A run that kept its display for 10 s or more starts the count again.
        #expect(RunAgain.quickLosses(after: (4, 100 * second), now: 110 * second) == 1)
        #expect(RunAgain.quickLossLimit == 5)
    }
}

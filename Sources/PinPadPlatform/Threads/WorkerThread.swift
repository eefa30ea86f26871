import Glibc

/// A thread that runs one body until it returns (`pthread_create`); `join()` waits for it
/// (`pthread_join`). The body is told to return by whatever it waits on.
package final class WorkerThread {
    private var thread: pthread_t?

    /// Starts `body` on a new thread; nil when no thread could be made.
    package init?(_ body: @escaping () -> Void) {
        let context = Unmanaged.passRetained(Body(body))
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { pointer in
            Unmanaged<Body>.fromOpaque(pointer!).takeRetainedValue().run()
            return nil
        }, context.toOpaque())
        guard started == 0 else {
            context.release()
            return nil
        }
        self.thread = thread
    }

    /// Waits for the body to return; does nothing the second time.
    package func join() {
        guard let thread else { return }
        self.thread = nil
        pthread_join(thread, nil)
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs independent jobs on threads of their own and waits for all of them: what
/// `Compiler` uses to check the parts of a large file side by side (`parallelPass`).
///
/// POSIX threads, not Dispatch or Swift concurrency: the library stays free of Foundation
/// and Dispatch (formc starts as fast as a bare executable), and its API stays synchronous.
enum Workers {
    /// Processors online on the machine (at least 1). Affinity masks and container CPU limits
    /// are not consulted (Glibc's `sched_getaffinity` is not visible to Swift): where fewer
    /// processors are allowed, the threads share them, which costs a little time and changes
    /// no result.
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    /// One job. What jobs write is theirs alone (or, in `forEach`, taken under a lock), and
    /// the caller reads it after `run` returns (thread join orders those reads after the
    /// writes).
    final class Job: @unchecked Sendable {
        let body: () -> Void

        init(_ body: @escaping () -> Void) {
            self.body = body
        }
    }

    /// Runs the first job on the calling thread and each other job on a new thread, and
    /// returns when all have finished. A job whose thread cannot be made runs on the calling
    /// thread, after the first.
    static func run(_ jobs: [Job]) {
        guard jobs.count > 1 else {
            jobs.first?.body()
            return
        }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        // The parser and checker recurse at most a few hundred frames deep; 8 MiB is the
        // main thread's usual stack, and Darwin's default for other threads is far smaller.
        pthread_attr_setstacksize(&attributes, 8 << 20)

        // Darwin's and Musl's `pthread_t` is a pointer, imported as optional where it is made.
        #if canImport(Darwin) || canImport(Musl)
        var threads: [pthread_t?] = []
        #else
        var threads: [pthread_t] = []
        #endif
        var inline: [Job] = []
        for job in jobs.dropFirst() {
            let context = Unmanaged.passRetained(job).toOpaque()
            #if canImport(Darwin) || canImport(Musl)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            if pthread_create(&thread, &attributes, Workers.entry, context) == 0 {
                threads.append(thread)
            } else {
                Unmanaged<Job>.fromOpaque(context).release()
                inline.append(job)
            }
        }
        jobs[0].body()
        for job in inline { job.body() }
        for thread in threads {
            #if canImport(Darwin) || canImport(Musl)
            if let thread { pthread_join(thread, nil) }
            #else
            pthread_join(thread, nil)
            #endif
        }
    }

    /// Runs `task(0)` to `task(count - 1)` on `threads` threads (the calling one among them),
    /// each thread taking the next task not yet taken: a thread held up by other work on its
    /// processor takes fewer, and the others more. Returns when every task has run.
    static func forEach(count: Int, threads: Int, _ task: @escaping @Sendable (Int) -> Void) {
        let next = TaskCounter(count: count)
        let worker = Job {
            while let i = next.take() { task(i) }
        }
        run(Array(repeating: worker, count: max(1, min(threads, count))))
    }

    /// The next task to run, handed out under a lock.
    private final class TaskCounter: @unchecked Sendable {
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var next = 0
        private let count: Int

        init(count: Int) {
            self.count = count
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        }

        deinit {
            pthread_mutex_destroy(lock)
            lock.deallocate()
        }

        func take() -> Int? {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }
    }

    #if canImport(Darwin)
    private static let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
        return nil
    }
    #else
    private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().body()
        return nil
    }
    #endif
}

// What rev14_lambdas stands for: a Java provider built by R8 in full mode.
// R8 merged the three lambda classes D8 made ($$ExternalSyntheticLambda0..2,
// all Runnables capturing `this`) into one class, a: its constructor takes
// the original class's id ($r8$classId) and run() switches on it. The
// lambda bodies stayed static methods of ToolProvider, renamed
// $r8$lambda$<hash>. The two stateless lambdas of schedule() became a
// second group, b, kept as singletons in b's static fields (b.a is id 0,
// b.b id 1), with their bodies inlined into b.run().
public class ToolProvider extends ContentProvider {                         // 8
    private final Executor io = Executors.newSingleThreadExecutor();        // 9

    @Override public Bundle call(String method, String arg, Bundle extras) { // 11
        int uid = Binder.getCallingUid();                                   // 12
        if ("audit".equals(method)) {                                       // 13
            Runnable now = () -> record(Binder.getCallingUid());            // 14  id 0: run here, on the Binder thread
            now.run();                                                      // 15
            io.execute(() -> flush());                                      // 16  id 1: near miss CETP603 (reads no caller)
            return new Bundle();                                            // 17
        }
        if ("sync".equals(method)) {                                        // 19
            io.execute(() -> push(Binder.getCallingUid()));                 // 20  id 2: CETP603 (read on the executor's thread)
        }
        schedule(method);                                                   // 22
        return null;                                                        // 23
    }

    private void schedule(String method) {                                  // 29
        if ("later".equals(method))
            io.execute(() -> Log.i("r14l", "uid " + Binder.getCallingUid())); // 31  b id 0: CETP603 (inlined into b.run)
        else
            io.execute(() -> Log.i("r14l", "tick"));                        // 33  b id 1: near miss CETP603
    }

    void record(int uid) { Log.i("r14l", "audit " + uid); }                  // 25
    void flush() { Log.i("r14l", "flush"); }                                 // 26
    void push(int uid) { Log.i("r14l", "push " + uid); }                     // 27
}

// What rev15_rx stands for: a Java provider (javac + D8, minSdk 21) using
// RxJava 3. D8 turned each lambda into SyncProvider$$ExternalSyntheticLambdaN
// whose call() invokes lambda$name$N (static, or an instance method made
// accessible when it uses `this`).
public final class SyncProvider extends ContentProvider {                        // 14
    private final ExecutorService io = Executors.newSingleThreadExecutor();       // 16
    private Single<Integer> cached;
    @Override public boolean onCreate() { cached = SyncEngine.lastRun(); return true; } // 15
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                         // 18
        if (!Callers.trusted(getContext(), uid)) return Replies.error("PERMISSION_DENIED", "caller not allowed"); // 19
        if ("negotiate".equals(method)) return Replies.success(Sessions.open(uid)); // 20
        if (extras == null || !Sessions.check(extras.getString("session_token"), uid)) // 21
            return Replies.error("NEGOTIATION_REQUIRED", "negotiate first");     // 22
        if (!"execute_tool".equals(method)) return Replies.error("METHOD_NOT_FOUND", "unknown method"); // 23
        if (extras.getLong("deadline_at_ms") <= System.currentTimeMillis())      // 24
            return Replies.error("TIMEOUT", "deadline passed");                  // 25
        switch (extras.getString("tool_name")) {                                  // 26
            case "sync_now": return syncNow();                                    // 28
            case "sync_as_caller": return syncAs(uid);                            // 29
            case "status": return status();                                       // 30
            case "export_log": return exportLog();                                // 27 (added after the scan)
            case "export_trace": return exportTrace();
            case "sync_cached": return syncCached();
            case "watch": return watch();
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                   // 31
    }
    private Bundle syncNow() {
        Single.fromCallable(() -> {                                               // 34
            int who = Binder.getCallingUid();                                     // 35  CETP603 (subscribeOn(io))
            return SyncEngine.run(who);                                           // 36
        }).subscribeOn(Schedulers.io())                                           // 37
          .subscribe();                                                           // 38
        return Replies.success("{\"started\":true}");                             // 39
    }
    private Bundle syncAs(int uid) {
        Single.fromCallable(() -> SyncEngine.run(uid))                            // 46  near miss CETP603 (int captured)
              .subscribeOn(Schedulers.io()).subscribe();                          // 47
        return Replies.success("{\"started\":true}");                             // 48
    }
    private Bundle status() {
        String s = Single.fromCallable(() -> {                                    // 51
            String caller = getCallingPackage();                                  // 52  near miss CETP603 (no subscribeOn)
            return SyncEngine.describe(caller);                                   // 53
        }).blockingGet();                                                         // 54
        return Replies.success(s);                                                // 55
    }
    // Added after the first scan (the pipe and Rx-field cases of the fixes):
    private Bundle exportLog() {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();     // 60
            io.execute(() -> SyncEngine.writeLog(pipe[1]));                      // 61
            Bundle b = Replies.success("{\"kind\":\"file\",\"media_type\":\"text/plain\"}"); // 62
            b.putParcelable("result_fd", pipe[0]);                               // 63  near miss CETP612 (the lambda writes pipe[1])
            return b;                                                            // 64
        } catch (IOException e) { return Replies.error("INTERNAL_ERROR", "could not open a pipe"); } // 66
    }
    private Bundle exportTrace() {
        try {
            ParcelFileDescriptor[] pipe = ParcelFileDescriptor.createPipe();     // 69
            io.execute(() -> SyncEngine.writeLog(pipe[0]));                      // 70  (the wrong end)
            Bundle b = Replies.success("{\"kind\":\"file\",\"media_type\":\"text/plain\"}"); // 71
            b.putParcelable("result_fd", pipe[0]);                               // 72  CETP612
            return b;                                                            // 73
        } catch (IOException e) { return Replies.error("INTERNAL_ERROR", "could not open a pipe"); } // 75
    }
    private Bundle syncCached() {
        cached.subscribeOn(Schedulers.io()).subscribe();                         // 79  note CETP603 (chain read from a field)
        return Replies.success("{\"started\":true}");                           // 80
    }
    private Bundle watch() {
        Single.just(SyncEngine.describe(null))                                    // 84
              .observeOn(Schedulers.io())                                         // 85
              .subscribe(s -> Log.i("sync", s + " for " + getCallingPackage()));  // 86  CETP603 (the Consumer runs on io)
        Single.just("ready")                                                      // 87
              .subscribe(s -> Log.i("sync", s + " for " + getCallingPackage()));  // 88  near miss CETP603 (no Scheduler)
        cached.subscribe(s -> Log.i("sync", s + " for " + getCallingPackage()));  // 89  note CETP603 (chain from a field)
        return Replies.success("{\"watching\":true}");                           // 90
    }
}
final class SyncEngine {                                                          // SyncEngine.java
    static Integer run(int uid) { Log.i("sync", "sync run"); return uid; }        // 9-10
    static Single<Integer> lastRun() { return Single.just(run(0)); }              // 17
    static void writeLog(ParcelFileDescriptor fd) {                               // 21-23
        try { OutputStream o = new AutoCloseOutputStream(fd); o.write("sync log".getBytes()); o.close(); } catch (IOException e) {}
    }
    static String describe(String pkg) { return pkg == null ? "{\"state\":\"idle\"}" : "{\"state\":\"ready\"}"; } // 13
}

// rev29_jobs: Java 17, javac + D8 --min-api 24; written after the engine
// changes, labelled before its own scan. Six jobs, static nested classes
// implementing Callable<String>, in a table filled in the constructor; the
// tool's job is submitted to an ExecutorService and waited for. One job
// reads the calling UID inside call(), on the pool thread.
public class JobsProvider extends ContentProvider {                            // JobsProvider.java
    private final ExecutorService pool = Executors.newFixedThreadPool(2);      // 8
    private final Map<String, Callable<String>> jobs = new HashMap<>();         // 9
    public JobsProvider() {
        jobs.put("count_notes", new Count());                                   // 11
        jobs.put("trim_cache", new Trim());                                     // 12
        jobs.put("vacuum_db", new Vacuum());                                    // 13
        jobs.put("rotate_logs", new Rotate());                                  // 14
        jobs.put("audit_access", new Audit());                                  // 15
        jobs.put("ping", new Ping());                                           // 16
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        Callable<String> job = jobs.get(tool);                                  // 29
        if (job == null) {                                                      // 30
            Callable<String> later = EXTRA.get(tool);                           // 31 (added after the scan: a note)
            if (later == null) return Replies.error("TOOL_NOT_FOUND", "no such tool");
            pool.submit(later);                                                 // 31
            return Replies.success("{\"queued\":true}");                      // 31
        }
        try {
            return Replies.success(pool.submit(job).get());                     // 32
        } catch (Exception e) {                                                 // 33
            return Replies.error("INTERNAL", "job failed");                     // 34
        }
    }
    static final class Count implements Callable<String> { public String call() { return "{\"count\":0}"; } }   // 37
    static final class Trim implements Callable<String> { public String call() { return "{\"trimmed\":true}"; } } // 38
    static final class Vacuum implements Callable<String> { public String call() { return "{\"vacuumed\":true}"; } } // 39
    static final class Rotate implements Callable<String> { public String call() { return "{\"rotated\":true}"; } } // 40
    static final class Audit implements Callable<String> {
        public String call() { return "{\"by\":" + Binder.getCallingUid() + "}"; } // 42  TP CETP603 (pool thread)
    }
    static final class Ping implements Callable<String> { public String call() { return "{}"; } } // 44
    private static final Map<String, Callable<String>> EXTRA =              // (the smali: an empty HashMap, one put, then the view: a constant table)
            Collections.unmodifiableMap(new HashMap<>(Map.of("ping_later", new Ping()))); // 46 (a view, not a map the app makes)
}

// rev27_forname: Java 17, javac + D8 --min-api 24 (checked against javac 17's
// bytecode). Tool jobs are classes named in a table and made by reflection
// (Class.forName(name).getDeclaredConstructor().newInstance()): no code of the
// app says `new SyncJob()`. SyncJob posts a D8 lambda (stateless: its
// $$ExternalSyntheticLambda0.INSTANCE) to the main thread's Handler.
public class JobsProvider extends ContentProvider {                           // JobsProvider.java
    private static final Map<String, String> JOBS = new HashMap<>();          // 14
    static {
        JOBS.put("sync_now", "com.example.r27f.SyncJob");                     // 16
        JOBS.put("ping", "com.example.r27f.PingJob");                         // 17
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        String cls = JOBS.get(tool);                                          // 29
        if (cls == null) return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 30
        try {
            Job job = (Job) Class.forName(cls).getDeclaredConstructor().newInstance(); // 32
            return job.run(getContext(), extras);                             // 33
        } catch (ReflectiveOperationException e) {
            return Replies.error("INTERNAL_ERROR", "tool unavailable");       // 35
        }
    }
}
public interface Job { Bundle run(Context c, Bundle args); }                  // Job.java
public final class SyncJob implements Job {                                   // SyncJob.java
    private final Handler main = new Handler(Looper.getMainLooper());         // 11
    @Override public Bundle run(Context c, Bundle args) {
        main.post(() -> {                                                     // 14
            int uid = Binder.getCallingUid();                                 // 15  TP CETP603 (main thread)
            Log.i("sync", "sync for " + uid);                                 // 16
        });
        return Replies.success("{\"queued\":true}");                          // 18
    }
}
public final class PingJob implements Job {                                   // PingJob.java
    @Override public Bundle run(Context c, Bundle args) {
        int uid = Binder.getCallingUid();                                     // 11  NM CETP603 (Binder thread)
        return Replies.success("{\"uid\":" + uid + "}");                      // 12
    }
}

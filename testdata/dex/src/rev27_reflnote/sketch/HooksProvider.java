// rev27_reflnote: Java 17, javac + D8 --min-api 24. The job class comes
// from SharedPreferences (a name a settings screen or remote config wrote):
// no class constant and no class name among Hooks' strings, so the object
// Constructor.newInstance makes cannot be named; PingJob is made with `new`
// beside it. SyncJob (as in rev27_forname) is such a class. The analysis
// must say that calls on the reflected object are followed only to PingJob:
// a note at Hooks.load's newInstance (Hooks.java:11), under each rule.
public class HooksProvider extends ContentProvider {                          // HooksProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        Job job = "ping".equals(extras.getString("tool_name")) ? new PingJob() // 28
                : Hooks.load(getContext());                                   // 29
        return job.run(getContext(), extras);                                 // 30
    }
}
final class Hooks {                                                           // Hooks.java
    static Job load(Context c) {
        String name = c.getSharedPreferences("hooks", 0).getString("job_class", null); // 9
        try {
            return (Job) Class.forName(name).getDeclaredConstructor().newInstance(); // 11
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);                               // 13
        }
    }
}

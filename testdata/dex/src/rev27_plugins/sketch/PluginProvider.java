// rev27_plugins: Java 17, javac + D8 --min-api 24 — rev27_forname's and
// rev27_proxy's reflection beside code that constructs one implementation
// of each interface itself: PingJob is made with `new` for "ping", the
// other jobs by Class.forName(name).getDeclaredConstructor().newInstance()
// from a name in the class's own table; exporters come from ServiceLoader
// (META-INF/services/com.example.r27g.Exporter lists CsvExporter), with a
// built-in `new JsonExporter()` after them. Job, SyncJob, PingJob: as in
// rev27_forname (SyncJob.java:15 TP CETP603, PingJob.java:11 NM); Exporter,
// CsvExporter, JsonExporter: as in rev27_proxy (CsvExporter.java:9 TP
// CETP606, JsonExporter NM).
public class PluginProvider extends ContentProvider {                         // PluginProvider.java
    private static final Map<String, String> JOBS = new HashMap<>();          // 14
    static { JOBS.put("sync_now", "com.example.r27g.SyncJob"); }              // 16
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        Job job = "ping".equals(tool) ? new PingJob() : create(JOBS.get(tool)); // 29
        if (job != null) return job.run(getContext(), extras);                // 30
        for (Exporter e : ServiceLoader.load(Exporter.class)) {               // 31
            if (e.name().equals(tool)) return e.export(getContext(), extras); // 32
        }
        Exporter builtin = new JsonExporter();                                // 34
        if (builtin.name().equals(tool)) return builtin.export(getContext(), extras); // 35
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 36
    }
    private static Job create(String cls) {
        if (cls == null) return null;                                         // 39
        try {
            return (Job) Class.forName(cls).getDeclaredConstructor().newInstance(); // 41
        } catch (ReflectiveOperationException e) {
            return null;                                                      // 43
        }
    }
}

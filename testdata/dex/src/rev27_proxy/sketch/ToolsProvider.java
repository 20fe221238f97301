// rev27_proxy: Java 17, javac + D8 --min-api 24 (checked against javac 17's
// bytecode). Tools reached through reflection the way apps really wire them:
// purge_folder through a java.lang.reflect.Proxy whose InvocationHandler
// times the call and forwards it with Method.invoke to the real tool; the
// export tools through ServiceLoader, their classes named only in the APK's
// META-INF/services/com.example.r27p.Exporter (no code of the app says `new`).
// "..." + x is D8's StringBuilder lowering of javac's makeConcatWithConstants.
public class ToolsProvider extends ContentProvider {                          // ToolsProvider.java
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("purge_folder".equals(tool)) return Tools.create(getContext()).run(extras); // 29
        for (Exporter e : ServiceLoader.load(Exporter.class, Exporter.class.getClassLoader())) { // 30
            if (e.name().equals(tool)) return e.export(getContext(), extras); // 31
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 33
    }
}
interface Tool { Bundle run(Bundle args); }                                   // Tool.java
final class Tools {                                                           // Tools.java
    static Tool create(Context c) {
        Tool real = new PurgeTool(c.openOrCreateDatabase("notes.db", 0, null)); // 10
        return (Tool) Proxy.newProxyInstance(Tool.class.getClassLoader(),     // 11
                new Class<?>[] {Tool.class}, new Timed(real));
    }
}
final class Timed implements InvocationHandler {                              // Timed.java
    private final Object target;
    Timed(Object target) { this.target = target; }                            // 7
    @Override public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
        long start = System.nanoTime();                                       // 9
        try {
            return m.invoke(target, args);                                    // 11
        } finally {
            Log.d("tools", m.getName() + " took " + (System.nanoTime() - start)); // 13
        }
    }
}
final class PurgeTool implements Tool {                                       // PurgeTool.java
    private final SQLiteDatabase db;
    PurgeTool(SQLiteDatabase db) { this.db = db; }                            // 8
    @Override public Bundle run(Bundle args) {
        String folder = args.getString("folder");                             // 11
        db.execSQL("DELETE FROM notes WHERE folder = '" + folder + "'");      // 12  TP CETP622
        return Replies.success("{}");                                         // 13
    }
}
public interface Exporter { String name(); Bundle export(Context c, Bundle args); } // Exporter.java
public final class CsvExporter implements Exporter {                          // CsvExporter.java
    @Override public String name() { return "export_csv"; }                   // 7
    @Override public Bundle export(Context c, Bundle args) {
        String caller = args.getString("calling_package");                    // 9
        if (!"com.example.partner".equals(caller))                            // 10  TP CETP606
            return Replies.error("PERMISSION_DENIED", "partner only");
        return Replies.success("{\"rows\":12}");                              // 11
    }
}
public final class JsonExporter implements Exporter {                         // JsonExporter.java
    @Override public String name() { return "export_json"; }                  // 7
    @Override public Bundle export(Context c, Bundle args) {
        String style = args.getString("style");                               // 9
        if ("compact".equals(style)) return Replies.success("{\"rows\":12}"); // 10  NM CETP606
        return Replies.success("{\n  \"rows\": 12\n}");                        // 11
    }
}

// rev24_closeres: Java 9, javac + D8 --min-api 24. javac 9 and 10 compiled
// try-with-resources to a private static synthetic
// $closeResource(Throwable, AutoCloseable) (close, or close and
// addSuppressed), called on the normal exit and from the catch-all copy;
// "..." + e is lowered by D8 from makeConcatWithConstants to
// StringBuilder.append(Object).
public class ExportProvider extends ContentProvider {                         // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("export_rows".equals(tool)) return write("export.csv", true);     // 29
        if ("backup_rows".equals(tool)) return write("backup.csv", false);    // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
    }
    private Bundle write(String name, boolean verbose) {
        try (FileOutputStream out = getContext().openFileOutput(name, 0)) {  // 35
            out.write("rows".getBytes());                                     // 36
        } catch (IOException e) {                                             // 37
            if (verbose)                                                      // 38
                return Replies.error("INTERNAL_ERROR", "export failed: " + e); // 39  TP CETP607
            Log.w("export", e);                                               // 41
            return Replies.error("INTERNAL_ERROR", "could not write " + name); // 42  NM CETP607
        }
        return Replies.success("{}");                                         // 44
    }
}

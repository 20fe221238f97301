// rev16_sync: Java 17, javac + D8 --min-api 21. synchronized blocks compile
// to monitor-enter/monitor-exit with a catch-all handler that repeats the
// monitor-exit and covers itself; an early return inside the block exits the
// monitor first. In saveDraft the block sits inside a try/catch(IOException).
public class FilesProvider extends ContentProvider {                          // 14
    private final Object lock = new Object();                                 // 15
    @Override public boolean onCreate() { return true; }                      // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("save_note".equals(tool)) return save(extras);                    // 29
        if ("save_draft".equals(tool)) return saveDraft(extras);              // 30
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 31
    }
    private Bundle save(Bundle extras) {
        String name = extras.getString("file");                               // 35
        File f = new File(getContext().getFilesDir(), name);                  // 36  TP CETP622 (unchecked file name)
        synchronized (lock) {                                                 // 37
            writeText(f, extras.getString("text"));                           // 38
        }                                                                     // 39
        return Replies.success("{}");                                         // 40
    }
    private Bundle saveDraft(Bundle extras) {
        File dir = new File(getContext().getFilesDir(), "drafts");            // 44
        File f = new File(dir, extras.getString("file"));                     // 45
        try {
            synchronized (lock) {                                             // 47
                if (!f.getCanonicalPath().startsWith(dir.getCanonicalPath() + File.separator)) // 48  NM CETP622
                    return Replies.error("INVALID_ARGUMENTS", "bad file name"); // 49
                writeText(f, extras.getString("text"));                       // 50
            }                                                                 // 51
        } catch (IOException e) {
            return Replies.error("INVALID_ARGUMENTS", "bad file name");       // 52
        }
        return Replies.success("{}");                                         // 54
    }
    private static boolean writeText(File f, String text) {
        try {
            FileOutputStream out = new FileOutputStream(f);                   // 56
            out.write(text.getBytes(StandardCharsets.UTF_8));                 // 57
            out.close();                                                      // 58
            return true;                                                      // 59
        } catch (IOException e) {
            Log.w("files", "write failed", e);                                // 61
            return false;                                                     // 62
        }
    }
}

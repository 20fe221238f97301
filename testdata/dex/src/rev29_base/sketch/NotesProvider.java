// rev29_base: Java 17, javac + D8 --min-api 24. A chain of abstract provider
// classes: ToolProvider (the protocol head and a catch-all around the abstract
// dispatch), OwnedToolProvider (owner lookups through a static nested helper
// Packages$Uid), NotesProvider (the tools). The manifest names NotesProvider.
public abstract class ToolProvider extends ContentProvider {                   // ToolProvider.java
    @Override public final Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        try {
            return dispatch(tool, extras, uid);                                 // 30
        } catch (SQLiteException e) {                                           // 31
            return Replies.error("INTERNAL", Errors.describe(e));               // 32  TP CETP607
        } catch (RuntimeException e) {                                          // 33
            Log.w("tools", "tool failed", e);                                   // 34
            return Replies.error("INTERNAL", "tool failed");                    // 35  NM CETP607
        }
    }
    protected abstract Bundle dispatch(String tool, Bundle args, int uid);
}
final class Errors {                                                            // Errors.java
    static String describe(Throwable t) {
        return t.getClass().getSimpleName() + ": " + t.getMessage();            // 7
    }
}
final class Packages {                                                          // Packages.java
    static final class Uid {
        static String first(Context ctx, int uid) {
            String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);     // 9
            return pkgs == null ? null : pkgs[0];                               // 10  TP CETP604
        }
        static String sole(Context ctx, int uid) {
            String[] pkgs = ctx.getPackageManager().getPackagesForUid(uid);     // 13
            if (pkgs == null || pkgs.length != 1) return null;                  // 14
            return pkgs[0];                                                     // 15  NM CETP604
        }
    }
}
public abstract class OwnedToolProvider extends ToolProvider {                 // OwnedToolProvider.java
    protected final String ownerOf(int uid) { return Packages.Uid.first(getContext(), uid); }  // 8
    protected final String soleOwner(int uid) { return Packages.Uid.sole(getContext(), uid); } // 9
}
public class NotesProvider extends OwnedToolProvider {                         // NotesProvider.java
    private static final String[] COLS = {"id", "title"};
    @Override public boolean onCreate() { return true; }
    @Override protected Bundle dispatch(String tool, Bundle args, int uid) {
        SQLiteDatabase db = getContext().openOrCreateDatabase("notes.db", 0, null); // 12
        if ("list_notes".equals(tool)) {                                        // 13
            Cursor c = db.query("notes", COLS, "owner = ?", new String[] {ownerOf(uid)}, null, null, null); // 14
            return Replies.success("{\"count\":" + c.getCount() + "}");        // 15
        }
        if ("export_notes".equals(tool)) {                                      // 17
            String owner = soleOwner(uid);                                      // 18
            if (owner == null) return Replies.error("PERMISSION_DENIED", "shared uid"); // 19
            Cursor c = db.query("notes", COLS, "owner = ?", new String[] {owner}, null, null, null); // 20
            return Replies.success("{\"exported\":" + c.getCount() + "}");     // 21
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 23
    }
}

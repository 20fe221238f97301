// rev16_enum: Java 17, javac + D8 --min-api 21. A string switch on the tool
// name (javac: hashCode() sparse-switch, equals, then a packed-switch on the
// case index) picks an enum constant whose body (NoteTool$1..$4, a subclass
// per constant) runs the tool through the abstract run().
public class NotesProvider extends ContentProvider {                          // 14
    @Override public boolean onCreate() { return true; }                      // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        NoteTool t;
        switch (tool) {                                                       // 29
            case "search_notes": t = NoteTool.SEARCH; break;                  // 30
            case "purge_folder": t = NoteTool.PURGE; break;                   // 31
            case "wipe_notes": t = NoteTool.WIPE; break;                      // 32
            case "note_status": t = NoteTool.STATUS; break;                   // 33
            default: return Replies.error("TOOL_NOT_FOUND", "no such tool");  // 34
        }
        return t.run(Db.open(getContext()), extras);                          // 36
    }
}
enum NoteTool {                                                               // NoteTool.java 9
    SEARCH {                                                                  // 10
        Bundle run(SQLiteDatabase db, Bundle extras) {
            Cursor c = db.rawQuery("SELECT title FROM notes WHERE tag = ?",
                    new String[] {extras.getString("tag")});                  // 12  NM CETP622 (bound)
            return Replies.success("{\"count\":" + c.getCount() + "}");       // 13
        }
    },
    PURGE {                                                                   // 15
        Bundle run(SQLiteDatabase db, Bundle extras) {
            db.execSQL("DELETE FROM notes WHERE folder = '" + extras.getString("folder") + "'"); // 17  TP CETP622
            return Replies.success("{}");                                     // 18
        }
    },
    WIPE {                                                                    // 20
        Bundle run(SQLiteDatabase db, Bundle extras) {
            if (extras.getBoolean("user_confirmed")) {                        // 22  TP CETP614
                db.delete("notes", null, null);                               // 23
                return Replies.success("{}");                                 // 24
            }
            return Replies.error("INVALID_ARGUMENTS", "confirm first");       // 25
        }
    },
    STATUS {                                                                  // 27
        Bundle run(SQLiteDatabase db, Bundle extras) {
            Bundle b = Replies.success("{}");                                 // 29
            b.putBoolean("confirmed", extras.getBoolean("confirmed"));        // 30  NM CETP614 (echoed, decides nothing)
            return b;                                                         // 31
        }
    };
    abstract Bundle run(SQLiteDatabase db, Bundle extras);
}
final class Db {                                                              // Db.java
    static SQLiteDatabase open(Context c) { return c.openOrCreateDatabase("notes.db", 0, null); } // 9
}

// rev24_typeswitch: Java 21, javac + D8 --min-api 24. javac compiles the
// pattern switch to SwitchBootstraps.typeSwitch(op, restart); D8 lowers it
// to the static helper OpsProvider$$ExternalSyntheticTypeSwitch0.switchDispatch(Object, int)
// (Objects.checkIndex, null -> -1, an instance-of chain resumed at restart,
// none -> -2). A failed guard sets restart to 1 and re-enters the switch.
// Record components are read in a try whose catch wraps any Throwable in a
// MatchException.
sealed interface Op permits Purge, Lookup, Save, Wipe {}                       // Op.java
record Purge(String folder, boolean confirmed) implements Op {}               // Purge.java 5
record Lookup(String tag) implements Op {}                                    // Lookup.java 5
record Save(String file) implements Op {}                                     // Save.java 5
record Wipe(boolean confirmed) implements Op {}                               // Wipe.java 5
final class Ops {                                                             // Ops.java
    static Op parse(String tool, String json) throws JSONException {
        JSONObject o = new JSONObject(json);                                  // 9
        if ("purge_folder".equals(tool)) return new Purge(o.getString("folder"), o.optBoolean("confirmed")); // 10
        if ("lookup_tag".equals(tool)) return new Lookup(o.getString("tag")); // 11
        if ("save_note".equals(tool)) return new Save(o.getString("file"));   // 12
        if ("wipe_all".equals(tool)) return new Wipe(o.optBoolean("confirmed")); // 13
        return null;                                                          // 14
    }
    private static int ranked;
    static int rank(Object o, int i) {                                        // 16  not a type switch: writes a field
        ranked++;
        return o instanceof Purge && i == 0 ? 0 : 1;                          // 17
    }
}
public class OpsProvider extends ContentProvider {                            // 14
    private static final Pattern NAME = Pattern.compile("[a-z0-9_]{1,32}\\.txt"); // 15
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        Op op;
        try { op = Ops.parse(tool, extras.getString("arguments")); }          // 30
        catch (JSONException e) { return Replies.error("INVALID_ARGUMENT", "bad arguments"); } // 31
        if (op == null) return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 32
        SQLiteDatabase db = getContext().openOrCreateDatabase("ops.db", 0, null); // 33
        if (op instanceof Wipe) return wipe(op, db);
        return switch (op) {                                                  // 34
            case Purge(String folder, boolean confirmed) when confirmed -> {  // 35  TP CETP614
                db.execSQL("DELETE FROM notes WHERE folder = '" + folder + "'"); // 36  TP CETP622
                yield Replies.success("{}");                                  // 37
            }
            case Purge p -> Replies.error("INVALID_ARGUMENT", "confirm in the app first"); // 38
            case Lookup(String tag) -> {                                      // 39
                Cursor c = db.rawQuery("SELECT title FROM notes WHERE tag = ?", new String[] {tag}); // 40  NM CETP622
                yield Replies.success("{\"count\":" + c.getCount() + "}");    // 41
            }
            case Save(String file) when NAME.matcher(file).matches() -> {     // 42  (restart 4 when not)
                getContext().openFileOutput(file, 0).close();                 // 43  NM CETP622 (whole name matched)
                yield Replies.success("{}");                                  // 44
            }
            case Save s -> Replies.error("INVALID_ARGUMENT", "bad file name"); // 46
        };
    }
    // Two cases: D8 turns the index switch on typeSwitch's answer into if-eqz / if-eq.
    private Bundle wipe(Object op, SQLiteDatabase db) {
        return switch (op) {                                                  // 50
            case Wipe w when w.confirmed() -> {                               // 51  TP CETP614
                db.delete("notes", null, null);                               // 52
                yield Replies.success("{}");                                  // 53
            }
            case Wipe w -> Replies.error("INVALID_ARGUMENT", "confirm in the app first"); // 54
            default -> throw new MatchException(null, null);
        };
    }
}

// rev29_sealed: Java 21 (javac 21 + D8 --min-api 24; written by hand from the
// lowering javac 21 gives a pattern switch, since javac 17 here has no record
// patterns): a sealed interface of records parsed by a static interface method
// with a string switch, and a pattern switch with guards and a nested record
// pattern. D8 lowers SwitchBootstraps.typeSwitch into
// FilesProvider$$ExternalSyntheticTypeSwitch0.switchDispatch; each accessor
// call of a record pattern sits in javac's try/catch(Throwable) -> MatchException.
sealed interface Op permits Wipe, Share, Rename {                               // Op.java
    static Op parse(String tool, Bundle args) {
        switch (tool) {                                                         // 7
            case "wipe_folder": return new Wipe(args.getString("folder"), args.getBoolean("confirmed")); // 8
            case "share_note": return new Share(new Target(args.getString("caller_package"),
                    args.getString("note")), args.getString("mode"));           // 9
            case "rename_note": return new Rename(args.getString("id"), args.getString("title")); // 10
            default: return null;                                               // 11
        }
    }
}
record Wipe(String folder, boolean confirmed) implements Op {}                 // 15
record Target(String pkg, String note) {}                                       // 16
record Share(Target target, String mode) implements Op {}                      // 17
record Rename(String id, String title) implements Op {}                        // 18

public class FilesProvider extends ContentProvider {                          // FilesProvider.java
    private static final String PARTNER = "com.partner.notes";
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        Op op = Op.parse(tool, extras);                                         // 29
        if (op == null) return Replies.error("TOOL_NOT_FOUND", "no such tool"); // 30
        return run(op);                                                         // 31
    }
    private Bundle run(Op op) {
        SQLiteDatabase db = getContext().openOrCreateDatabase("files.db", 0, null); // 34
        return switch (op) {                                                    // 35
            case Wipe(var folder, var confirmed) when confirmed -> {            // 36
                db.delete("files", "folder = ?", new String[] {folder});        // 37  TP CETP614 (the args' "confirmed" decides)
                yield Replies.success("{}");                                    // 38
            }
            case Wipe w -> Replies.error("INVALID_ARGUMENT", "wipe needs confirmation"); // 40
            case Share(Target(var pkg, var note), var mode) when PARTNER.equals(pkg) -> share(note, mode); // 41  TP CETP606
            case Share s -> Replies.error("PERMISSION_DENIED", "not a partner"); // 42
            case Rename(var id, var title) -> {
                ContentValues v = new ContentValues();                          // 44
                v.put("title", title);                                          // 45
                db.update("files", v, "id = ?", new String[] {id});             // 46  NM CETP622 (selection argument)
                yield Replies.success("{}");                                    // 47
            }
        };
    }
    private Bundle share(String note, String mode) {
        return Replies.success("{\"shared\":\"" + note + "\",\"mode\":\"" + mode + "\"}"); // 51  NM CETP606 (note, mode)
    }
}

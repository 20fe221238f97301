// What rev15_nest stands for: a Java 17 provider (javac + D8, minSdk 21) with
// inner classes; D8's nest-based access desugaring gives the outer class a
// -$$Nest$mcallerTag accessor for the private method the inner class calls.
// javac copies each finally block onto the normal and the exceptional exit.
public final class ContactsProvider extends ContentProvider {                    // 16
    private final Audit audit = new Audit();                                      // 17
    @Override public boolean onCreate() { return true; }                          // 19
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                         // 22
        // 23-29: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        switch (extras.getString("tool_name")) {                                  // 30
            case "lookup": return lookup(uid);                                    // 31
            case "share_contact": return share(uid);                              // 32
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                   // 34
    }
    private String callerTag() {
        return "uid:" + Binder.getCallingUid();                                   // 38  CETP611 when reached from share's window
    }
    private Bundle lookup(int uid) {
        String owner = new Owner().firstPackage(uid);                             // 42
        long id = Binder.clearCallingIdentity();                                  // 43
        try {
            audit.record(owner);                                                  // 45  near miss CETP611 (computed before the clear)
            return Replies.success(Contacts.count(getContext()));                 // 46
        } finally {
            Binder.restoreCallingIdentity(id);                                    // 48
        }
    }
    private Bundle share(int uid) {
        String owner = Owners.only(getContext().getPackageManager(), uid);        // 52
        if (owner == null) return Replies.error("PERMISSION_DENIED", "shared UID"); // 53
        long id = Binder.clearCallingIdentity();                                  // 54
        try {
            audit.recordCaller();                                                 // 56  → callerTag() inside the window
            Contacts.share(getContext(), owner);                                  // 57
        } finally {
            Binder.restoreCallingIdentity(id);                                    // 59
        }
        Log.i("contacts", "shared for " + Binder.getCallingUid());                // 61  near miss CETP611 (after restore)
        return Replies.success("{\"shared\":true}");                              // 62
    }
    final class Owner {                                                           // 65
        String firstPackage(int uid) {
            String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid); // 67
            return pkgs == null ? null : pkgs[0];                                 // 68  CETP604
        }
    }
    final class Audit {                                                           // 71
        private final ArrayList<String> seen = new ArrayList<>();                 // 72
        void record(String who) { seen.add(who); }                                // 73
        void recordCaller() { seen.add(callerTag()); }                            // 74
    }
}
final class Owners {                                                              // Owners.java
    static String only(PackageManager pm, int uid) {
        String[] pkgs = pm.getPackagesForUid(uid);                                // 9
        if (pkgs == null || pkgs.length != 1) return null;                        // 10
        return pkgs[0];                                                           // 11  near miss CETP604
    }
}
final class Contacts {                                                            // Contacts.java
    static String count(Context c) {
        Cursor cur = c.getContentResolver().query(Contacts.CONTENT_URI, null, null, null, null); // 12
        try { return "{\"count\":" + cur.getCount() + "}"; }                      // 14
        finally { cur.close(); }                                                  // 16
    }
    static void share(Context c, String pkg) {
        c.grantUriPermission(pkg, Contacts.CONTENT_URI, Intent.FLAG_GRANT_READ_URI_PERMISSION); // 21
    }
}

// rev16_future: Java 17, javac + D8 --min-api 24 (Optional and
// CompletableFuture on the platform). D8 turns each lambda into a
// $$ExternalSyntheticLambdaN; the instance lambda of auditCaller is widened to
// a public synthetic method called by its lambda class. The one String::trim
// lambda class is shared by both call sites.
public class LinkProvider extends ContentProvider {                           // 14
    private static final Set<String> TRUSTED = Collections.singleton("com.example.companion"); // 15
    private final ExecutorService pool = Executors.newFixedThreadPool(2);     // 16
    @Override public boolean onCreate() { return true; }                      // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("link_account".equals(tool)) return linkAccount(uid, extras);     // 29
        if ("app_label".equals(tool)) return appLabel(extras);                // 30
        if ("sync_contacts".equals(tool)) return syncContacts(uid);           // 31
        if ("audit_caller".equals(tool)) return auditCaller();                // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 33
    }
    private Bundle linkAccount(int uid, Bundle extras) {
        String caller = Optional.ofNullable(extras.getString("caller_package"))
                .map(String::trim).orElse("");                                // 37  TP CETP606
        if (!TRUSTED.contains(caller)) return Replies.error("PERMISSION_DENIED", "unknown app"); // 38
        Contacts.link(uid, caller);                                           // 39
        return Replies.success("{}");                                         // 40
    }
    private Bundle appLabel(Bundle extras) {
        String pkg = Optional.ofNullable(extras.getString("package_name"))
                .map(String::trim).orElse("");                                // 44  NM CETP606 (the subject app)
        try {
            PackageManager pm = getContext().getPackageManager();             // 45
            CharSequence label = pm.getApplicationLabel(pm.getApplicationInfo(pkg, 0)); // 46
            return Replies.success("{\"label\":\"" + label + "\"}");          // 47
        } catch (PackageManager.NameNotFoundException e) {
            return Replies.error("NOT_FOUND", "no such app");                 // 49
        }
    }
    private Bundle syncContacts(int uid) {
        String counts = CompletableFuture.supplyAsync(() -> Contacts.sync(uid), pool) // 53  NM CETP603 (int captured)
                .thenApply(n -> "{\"synced\":" + n + "}").join();             // 54
        return Replies.success(counts);                                       // 55
    }
    private Bundle auditCaller() {
        String who = CompletableFuture.supplyAsync(() -> getCallingPackage(), pool) // 59  TP CETP603
                .thenApply(p -> "{\"caller\":\"" + p + "\"}").join();         // 60
        return Replies.success(who);                                          // 61
    }
}
final class Contacts {                                                        // Contacts.java
    static void link(int uid, String pkg) { Log.i("contacts", uid + " linked to " + pkg); } // 8
    static int sync(int uid) { Log.i("contacts", "sync"); return 0; }         // 12-13
}

// rev29_streams: Java 17, javac + D8 --min-api 24. java.util.stream on the
// getPackagesForUid array (Arrays.stream(...).findFirst(), Stream.of(...)
// .anyMatch(TRUSTED::contains) with D8's $$ExternalSyntheticLambda0 holding the
// bound Set), operation ids from ThreadLocalRandom and from a SecureRandom field.
public class ShareProvider extends ContentProvider {                           // ShareProvider.java
    private static final Set<String> TRUSTED =
            new HashSet<>(Arrays.asList("com.partner.mail", "com.partner.drive")); // 10
    private final SecureRandom rng = new SecureRandom();                        // 11
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("share_file".equals(tool)) return share(uid);                       // 29
        if ("sync_folder".equals(tool)) return sync(uid);                       // 30
        if ("open_folder".equals(tool)) return open(uid);                       // 31
        if ("start_export".equals(tool)) return startExport();                  // 32
        if ("start_import".equals(tool)) return startImport();                  // 33
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 34
    }
    private Bundle share(int uid) {
        String pkg = Arrays.stream(getContext().getPackageManager().getPackagesForUid(uid)) // 37
                .findFirst().orElse("unknown");                                 // 38  TP CETP604 (findFirst: element 0)
        return Replies.success("{\"shared_with\":\"" + pkg + "\"}");            // 39
    }
    private Bundle sync(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid); // 42
        boolean ok = pkgs != null && Stream.of(pkgs).anyMatch(TRUSTED::contains); // 43  TP CETP624
        if (!ok) return Replies.error("PERMISSION_DENIED", "not trusted");      // 44
        return Replies.success("{\"synced\":true}");                            // 45
    }
    private Bundle open(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid); // 48
        if (pkgs == null || pkgs.length != 1 || !TRUSTED.contains(pkgs[0]))     // 49  NM CETP604/CETP624
            return Replies.error("PERMISSION_DENIED", "not trusted");           // 50
        return Replies.success("{\"opened\":true}");                            // 51
    }
    private Bundle startExport() {
        String op = Long.toHexString(ThreadLocalRandom.current().nextLong());   // 54  TP CETP613 (ThreadLocalRandom)
        return accepted(op);                                                    // 55
    }
    private Bundle startImport() {
        String op = new BigInteger(130, rng).toString(32);                      // 58  NM CETP613 (SecureRandom field)
        return accepted(op);                                                    // 59
    }
    private static Bundle accepted(String op) {
        Bundle b = Replies.success("{}");                                       // 62
        b.putString("status", "accepted");                                      // 63
        b.putString("operation_id", op);                                        // 64
        b.putLong("poll_after_ms", 1000L);                                      // 65
        return b;                                                               // 66
    }
}

// rev16_streams: Java 17, javac + D8 --min-api 26 (java.util.stream on the
// platform, no desugared library). Method references on a static Set are
// bound receivers: javac null-checks them with Objects.requireNonNull and D8
// turns each into a $$ExternalSyntheticLambdaN holding the Set.
public class StatsProvider extends ContentProvider {                          // 14
    private static final Set<String> PARTNERS =
            new HashSet<>(Arrays.asList("com.partner.feed", "com.partner.sync")); // 15
    @Override public boolean onCreate() { return true; }                      // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("partner_feed".equals(tool)) return partnerFeed(uid);             // 29
        if ("partner_push".equals(tool)) return partnerPush(uid, extras);     // 30
        if ("team_stats".equals(tool)) return teamStats(uid);                 // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 32
    }
    private Bundle partnerFeed(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid); // 36
        String pkg = Arrays.stream(pkgs).findFirst().orElse("");             // 37  TP CETP604 (first package, via a stream)
        if (!PARTNERS.contains(pkg)) return Replies.error("PERMISSION_DENIED", "not a partner"); // 38
        return Replies.success("{\"feed\":[]}");                              // 39
    }
    private Bundle partnerPush(int uid, Bundle extras) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid); // 43
        if (pkgs == null || !Arrays.stream(pkgs).anyMatch(PARTNERS::contains)) // 44  TP CETP624 (any one package is enough)
            return Replies.error("PERMISSION_DENIED", "not a partner");       // 45
        Log.i("stats", "push from " + uid);                                   // 46
        return Replies.success("{}");                                         // 47
    }
    private Bundle teamStats(int uid) {
        String[] pkgs = getContext().getPackageManager().getPackagesForUid(uid); // 51
        if (pkgs == null || pkgs.length == 0
                || !Arrays.stream(pkgs).allMatch(PARTNERS::contains))         // 52  NM CETP604/CETP624 (every package must match)
            return Replies.error("PERMISSION_DENIED", "not a partner");       // 53
        long n = Arrays.stream(pkgs).filter(p -> p.startsWith("com.partner.")).count(); // 54
        return Replies.success("{\"members\":" + n + "}");                    // 55
    }
}

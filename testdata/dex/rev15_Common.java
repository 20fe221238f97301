// Shared helpers every rev15 app carries (Java, built by D8), honest code. Each rev15_*/smali holds these classes in the app's own package, assembled from this one sketch:
final class Callers {                                                           // Callers.java
    private static final byte[] CERT = Base64.decode("3q2+...", 0);             // 9
    static boolean trusted(Context c, int uid) {
        return c.getPackageManager().hasSigningCertificate(uid, CERT,          // 13
                PackageManager.CERT_INPUT_SHA256);
    }
}
final class Sessions {                                                          // Sessions.java
    private static final SecureRandom RNG = new SecureRandom();                 // 9
    private static final ConcurrentHashMap<String, Integer> LIVE = new ConcurrentHashMap<>(); // 10
    static String open(int uid) {
        byte[] b = new byte[24];                                                // 13
        RNG.nextBytes(b);                                                       // 14
        String t = Base64.encodeToString(b, URL_SAFE | NO_WRAP | NO_PADDING);   // 15
        LIVE.put(t, uid);                                                       // 16
        return t;                                                               // 17
    }
    static boolean check(String token, int uid) {
        if (token == null) return false;                                        // 21
        Integer owner = LIVE.get(token);                                        // 22
        return owner != null && owner == uid;                                   // 23
    }
}
final class Replies {                                                           // Replies.java
    static Bundle error(String code, String message) {                          // 9-15
        Bundle b = new Bundle(); b.putString("status", "error"); b.putString("error_code", code);
        b.putString("error_message", message); b.putBoolean("retryable", false);
        b.putInt("protocol_version", 2); return b;
    }
    static Bundle success(String json) { /* status, protocol_version, data */ } // 19-23
}
final class Resumes {                                                           // Resumes.java
    private static final ConcurrentHashMap<String, Integer> OPEN = new ConcurrentHashMap<>(); // 8
    static String issue(int uid) {
        String t = UUID.randomUUID().toString();                                // 11
        OPEN.put(t, uid);                                                       // 12
        return t;                                                               // 13
    }
    static boolean consume(String token, int uid) {
        Integer owner = OPEN.remove(token);                                     // 17  single use
        return owner != null && owner == uid;                                   // 18
    }
}

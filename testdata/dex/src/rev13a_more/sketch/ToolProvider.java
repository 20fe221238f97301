// Sketch of rev13a_more (javac + D8). Guava and Gson classes are referenced, not bundled.
package com.example.r13m;

public class ToolProvider extends ContentProvider {
    private final ListeningExecutorService io = MoreExecutors.listeningDecorator(Executors.newCachedThreadPool()); // 12
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                            // 20
        Args.claimedCaller(extras);                                                  // 21 TP 606 (Args line 12)
        io.submit(() -> Log.i("r13m", String.valueOf(Binder.getCallingUid())));      // 22 TP 603 (lambda line 30)
        Bundle b = new Bundle(); b.putString("session_token", Tokens.newSession());  // 23 TP 613 (Tokens line 10)
        b.putString("operation_id", Tokens.newOperation());                         // 24 near miss 613 (Tokens 14-16)
        Args.boundCaller(extras);                                                    // 25 TP 606 (Args line 21)
        b.putString("resume_token", Tokens.newResume());                            // 26 TP 613 (Tokens line 21)
        return b;                                                                    // 27
    }
}
final class Args {
    static String claimedCaller(Bundle e) { JsonObject o = JsonParser.parseString(e.getString("arguments")).getAsJsonObject(); // 10-11
        return o.get("calling_package").getAsString(); }                              // 12
    static String boundCaller(Bundle e) { ToolArgs a = new Gson().fromJson(e.getString("arguments"), ToolArgs.class);        // 20
        return a.callingPackage; }                                                   // 21
}
public final class ToolArgs { @SerializedName("note") public final String note = null; @SerializedName("calling_package") public final String callingPackage = null; }
final class Tokens {
    static String newSession() { byte[] b = ByteBuffer.allocate(8).putLong(System.nanoTime()).array();    // 10
        return Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE | Base64.NO_PADDING); }      // 11
    static String newOperation() { UUID u = UUID.randomUUID();                                        // 14
        byte[] b = ByteBuffer.allocate(16).putLong(u.getMostSignificantBits()).putLong(u.getLeastSignificantBits()).array(); // 15
        return Base64.encodeToString(b, Base64.NO_WRAP | Base64.URL_SAFE | Base64.NO_PADDING); }      // 16
    static String newResume() { ByteBuffer bb = ByteBuffer.allocate(8);                               // 19
        bb.putLong(System.currentTimeMillis());                                                        // 20
        return Base64.encodeToString(bb.array(), Base64.NO_WRAP | Base64.URL_SAFE | Base64.NO_PADDING); } // 21
}

// Sketch of keyparams (kotlinc + D8, min API 21; Replies is javac). Line numbers are those of the
// .line directives. Puts through wrappers whose callers choose the key as well as the value: the
// key is the caller's argument, so each call site is a put under its own key (CETP613, CETP607).

// BundleExt.kt
fun Bundle.putText(key: String, value: String) { putString(key, value) }      // 5
fun Bundle.putToken(key: String, token: String) { putText(key, token) }       // 8 (a second wrapper level)

// Replies.java
final class Replies {
    static void put(Bundle b, String key, String value) { b.putString(key, value); } // 7
}

// ToolProvider.kt
class ToolProvider : ContentProvider() {                                                    // 15
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                                              // 18
        val b = Bundle()                                                                    // 19
        b.putText("session_token", Random().nextLong().toString())                          // 20 TP 613
        b.putText("display_name", Random().nextLong().toString())                           // 21 near miss (no token key)
        b.putText("resume_token", UUID.randomUUID().toString())                             // 22 near miss (CSPRNG)
        b.putToken("operation_id", System.currentTimeMillis().toString())                   // 23 TP 613 (two levels)
        Replies.put(b, "resume_token", Random().nextInt().toString())                       // 24 TP 613 (Java helper)
        try { Integer.parseInt(arg) }                                                       // 25
        catch (e: NumberFormatException) { b.putText("error_message", e.toString()) }       // 26 TP 607
        b.putText("error_message", "Tool unavailable")                                      // 28 near miss 607
        return b                                                                            // 29
    }
}

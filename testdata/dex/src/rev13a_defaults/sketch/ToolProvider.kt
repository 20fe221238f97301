// Sketch of rev13a_defaults (kotlinc + D8).
class Session(val token: String = System.currentTimeMillis().toString())   // 5
class Operation(val token: String = UUID.randomUUID().toString())         // 5
class Stamp(val value: String)                                            // 3 (Stamp.kt)
class Nonce(val value: String)                                            // 3 (Nonce.kt)

class ToolProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                    // 20
        val b = Bundle()
        val s = Session()                                         // 21
        b.putString("session_token", s.token)                     // 22 TP 613
        val o = Operation()                                       // 23
        b.putString("operation_id", o.token)                      // 24 near miss 613
        val r = Stamp(System.nanoTime().toString())               // 25
        b.putString("resume_token", r.value)                      // 26 TP 613 (argument stored, read back here)
        val n = Nonce(UUID.randomUUID().toString())               // 27
        b.putString("operation_id", n.value)                      // 28 near miss 613
        return b                                                  // 29
    }
}

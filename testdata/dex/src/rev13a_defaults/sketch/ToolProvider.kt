// Sketch of rev13a_defaults (kotlinc + D8).
class Session(val token: String = System.currentTimeMillis().toString())   // 5
class Operation(val token: String = UUID.randomUUID().toString())         // 5

class ToolProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                    // 20
        val b = Bundle()
        val s = Session()                                         // 21
        b.putString("session_token", s.token)                     // 22 TP 613
        val o = Operation()                                       // 23
        b.putString("operation_id", o.token)                      // 24 near miss 613
        return b
    }
}

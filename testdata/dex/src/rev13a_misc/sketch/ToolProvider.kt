// Sketch of rev13a_misc (kotlinc + D8).
class ToolProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        Binder.getCallingUid()                                     // 20
        val t = Binder.clearCallingIdentity()                      // 21
        try {
            return runBlocking {                                   // 22
                val who = Binder.getCallingUid().toString()        // 30 TP 611: same thread, identity still cleared
                Bundle().apply { putString("caller", who) }        // 31
            }
        } finally { Binder.restoreCallingIdentity(t) }             // 24
    }
}

class AfterProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle {
        val t = Binder.clearCallingIdentity()                                 // 12
        try { Log.i("r13x", "cleared") }                                       // 13
        finally { Binder.restoreCallingIdentity(t) }                           // 15
        return runBlocking {                                                   // 16
            Bundle().apply { putInt("uid", Binder.getCallingUid()) }           // 19 near miss 611: the window closed before runBlocking
        }
    }
}

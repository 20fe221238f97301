// rev26_narrowtok: Kotlin 2 (shapes checked against kotlinc 2.4.20) + D8.
// A private helper calls a method of an interface-typed parameter with a
// predictable and a secure implementation; which runs is what each caller
// passes.
interface IdSource { fun next(): String }                                         // IdSource.kt
class WeakIds : IdSource {                                                         // 8
    override fun next() = java.lang.Long.toHexString(java.util.Random().nextLong())  // 9
}
class StrongIds : IdSource {                                                       // 11
    override fun next() = java.lang.Long.toHexString(java.security.SecureRandom().nextLong()) // 12
}
class JobsProvider : ContentProvider() {                                           // 14
    private val source: IdSource = if (java.lang.Boolean.getBoolean("ids.weak")) WeakIds() else StrongIds() // 15
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-28: the rev18_mapargs head
        if (tool == "start_weak") return startWeak(extras)                         // 29
        if (tool == "start_strong") return startStrong(extras)                     // 30
        if (tool == "start_any") return startAny(extras)                           // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                     // 32
    }
    private fun issue(src: IdSource) = "op-" + src.next()                          // 35
    private fun reply(op: String) = Replies.success(JSONObject().put("operation_id", op).toString()) // 38
    private fun startWeak(extras: Bundle): Bundle {
        val op = issue(WeakIds())                                                  // 41
        return reply(op)                                                           // 42  TP CETP613
    }
    private fun startStrong(extras: Bundle): Bundle {
        val op = issue(StrongIds())                                                // 45
        return reply(op)                                                           // 46  NM CETP613
    }
    private fun startAny(extras: Bundle): Bundle {
        val op = issue(source)                                                     // 49
        return reply(op)                                                           // 50  note CETP613 (either implementation)
    }
}

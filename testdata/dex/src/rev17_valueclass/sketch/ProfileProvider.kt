// rev17_valueclass: Kotlin 2, kotlinc + D8 min 24. A @JvmInline value class
// over the package array (its members compile to static -impl functions on the
// bare array), and kotlin.Result from runCatching (inline: try/catch around
// Result.constructor-impl, createFailure in the catch; kotlin-stdlib's Result
// code is not the app's).
@JvmInline value class PackageSet(val names: Array<String>) {                 // PackageSet.kt 6
    fun primary(): String = names[0]                                          // 7
    fun sole(): String? = if (names.size != 1) null else names[0]             // 8
}
object Store {                                                                 // Store.kt
    fun sync() { Log.i("store", "sync") }                                      // 7
    fun ping() { Log.i("store", "ping") }                                      // 9
}
class ProfileProvider : ContentProvider() {
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-26 the head
        when (extras.getString("tool_name")) {                                 // 28
            "profile_owner" -> return owner(uid)                               // 29
            "profile_link" -> return link(uid)                                 // 30
            "profile_sync" -> return sync()                                    // 31
            "profile_ping" -> return ping()                                    // 32
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                 // 34
    }
    private fun owner(uid: Int): Bundle {
        val set = PackageSet(context!!.packageManager.getPackagesForUid(uid) ?: emptyArray()) // 37
        return Replies.success("{\"owner\":\"${set.primary()}\"}")            // 38  TP CETP604 (primary-impl reads index 0; reported at PackageSet.kt:7 or here)
    }
    private fun link(uid: Int): Bundle {
        val set = PackageSet(context!!.packageManager.getPackagesForUid(uid) ?: emptyArray()) // 41
        val pkg = set.sole() ?: return Replies.error("PERMISSION_DENIED", "shared uid")      // 42  NM CETP604 (sole-impl: size != 1 -> null)
        return Replies.success("{\"linked\":\"$pkg\"}")                        // 43
    }
    private fun sync(): Bundle {
        val r = runCatching { Store.sync() }                                   // 46
        val e = r.exceptionOrNull()                                            // 47
        if (e != null) return Replies.error("INTERNAL_ERROR", "sync failed: ${e.message}") // 48  TP CETP607
        return Replies.success("{}")                                           // 49
    }
    private fun ping(): Bundle {
        val r = runCatching { Store.ping() }                                   // 52
        if (r.isFailure) return Replies.error("UNAVAILABLE", "store unreachable") // 53  NM CETP607 (fixed text)
        return Replies.success("{}")                                           // 54
    }
}

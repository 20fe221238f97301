// dexab_ktbinder: Kotlin 2.0, kotlinc + D8 min 24. The rev19_binderid shapes
// as kotlinc emits them: `!!` is Intrinsics.checkNotNull(Object), a platform
// value assigned to a non-null type is checkNotNullExpressionValue, `==` on
// objects is Intrinsics.areEqual, and an Int used as a Map key is boxed with
// Integer.valueOf (Long.valueOf after toLong()). ICaller and CallerInfo are
// rev19_binderid's (AIDL Stub/Proxy; a Parcelable with getUid()). The
// stdlib's Intrinsics is bundled in classes2.dex, as a debug build ships it
// (smali_classes2: only the methods these calls use).
class LinkProvider : ContentProvider() {                                           // 14
    private val allowed: MutableMap<Int, String> = HashMap()                       // 15
    private val grants: MutableMap<Long, Boolean> = HashMap()                      // 16
    private val seen: MutableMap<Int, Long> = HashMap()                            // 17
    override fun onCreate() = true                                                 // 18
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-28: the rev18_ext head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if (tool == "grant_partner") return grantPartner(extras)                   // 29
        if (tool == "notify_done") return notifyDone(extras)                       // 30
        if (tool == "grant_known") return grantKnown(extras)                       // 31
        if (tool == "grant_flag") return grantFlag(extras)                         // 32
        if (tool == "note_caller") return noteCaller(extras)                       // 33
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                     // 34
    }
    private fun grantPartner(extras: Bundle): Bundle {
        val c: ICaller = ICaller.Stub.asInterface(extras.getBinder("caller")!!)   // 37  TP CETP606 (what the binder says decides)
        if (c.packageName != "com.partner.app") return Replies.error("PERMISSION_DENIED", "not a partner") // 38
        return Replies.success("{}")                                               // 39
    }
    private fun notifyDone(extras: Bundle): Bundle {
        val c: ICaller = ICaller.Stub.asInterface(extras.getBinder("caller")!!)   // 42  NM CETP606 (null-checked, called back only)
        c.onDone("{}"); Log.i("done", c.packageName!!)                             // 43
        return Replies.success("{}")                                               // 44
    }
    private fun grantKnown(extras: Bundle): Bundle {
        val who = extras.getParcelable<CallerInfo>("caller")!!                     // 47  TP CETP606 (boxed uid keys the deciding lookup)
        if (!allowed.containsKey(who.uid)) return Replies.error("PERMISSION_DENIED", "not allowed") // 48
        return Replies.success("{}")                                               // 49
    }
    private fun grantFlag(extras: Bundle): Bundle {
        val who = extras.getParcelable<CallerInfo>("caller")!!                     // 52  TP CETP606 (the value under the boxed uid decides)
        val ok = grants[who.uid.toLong()]                                          // 53
        if (ok != true) return Replies.error("PERMISSION_DENIED", "not granted")   // 54
        return Replies.success("{}")                                               // 55
    }
    private fun noteCaller(extras: Bundle): Bundle {
        val who = extras.getParcelable<CallerInfo>("caller")!!                     // 58  NM CETP606 (recorded and logged only)
        seen[who.uid] = System.currentTimeMillis()                                 // 59
        Log.i("LinkProvider", "note from " + allowed[who.uid])                    // 60
        return Replies.success("{}")                                               // 61
    }
}

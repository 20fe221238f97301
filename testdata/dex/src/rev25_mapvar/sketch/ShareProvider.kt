// rev25_mapvar: Kotlin 2 (kotlinc 2.4.20) + D8. Mutable properties
// delegated to a MutableMap: the setter puts under the property's name,
// the getter reads it back with getOrImplicitDefaultNullable; kotlinc 2.x
// fills $$delegatedProperties with MutablePropertyReference1Impl directly.
// Draft.kt
class Draft(private val map: MutableMap<String, Any?>) {                              // 5
    var caller_package: String? by map                                                // 6
    var note: String? by map                                                          // 7
}
// ShareProvider.kt
class ShareProvider : ContentProvider() {                                             // 14
    override fun onCreate() = true                                                    // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                              // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                                 // 28
            "share_note" -> shareNote(extras)                                         // 29
            "share_tagged" -> shareTagged(extras)                                     // 30
            "share_own" -> shareOwn(extras)                                           // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                   // 32
        }
    }
    private fun shareNote(extras: Bundle): Bundle {
        val d = Draft(HashMap())                                                      // 36
        d.caller_package = extras.getString("caller_package")                        // 37
        if (d.caller_package != "com.partner.app")                                    // 38  TP CETP606
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                                  // 39
    }
    private fun shareTagged(extras: Bundle): Bundle {
        val d = Draft(HashMap())                                                      // 42
        d.note = extras.getString("note")                                             // 43
        if (d.note != "pinned")                                                       // 44  NM CETP606 (content, not identity)
            return Replies.error("INVALID_ARGUMENTS", "only pinned notes are shared")
        return Replies.success("{}")                                                  // 45
    }
    private fun shareOwn(extras: Bundle): Bundle {
        val d = Draft(HashMap())                                                      // 48
        d.caller_package = callingPackage                                             // 49
        if (d.caller_package != "com.partner.app")                                    // 50  NM CETP606 (the app stored the platform's answer)
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                                  // 51
    }
}

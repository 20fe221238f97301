// rev26_mapdeleg: Kotlin 2 (shapes checked against kotlinc 2.4.20) + D8.
// kotlinc 2 keeps one $delegate field per `val x by args` property and puts
// the PropertyReference1Impl objects themselves into $$delegatedProperties
// (no Reflection.property1); a `var x by state` on a MutableMap property
// has no $delegate field, its setter is the inlined MapsKt.setValue:
// state.put(property.name, value). The getters read
// MapsKt.getOrImplicitDefaultNullable(map, property.name).
class NoteArgs(args: Map<String, Any?>) {                                          // NoteArgs.kt 5
    val callerPackage: String? by args                                             // 6
    val title: String? by args                                                     // 7
}
class Memo(val state: MutableMap<String, Any?>) {                                  // Memo.kt 5
    var requester: String? by state                                                // 6
}
class Audit(val state: MutableMap<String, Any?>) {                                 // Audit.kt 5
    var callerPackage: String? by state                                            // 6
}
class Draft(val fields: MutableMap<String, Any?>) {                                // Draft.kt 5
    var callerPackage: String? by fields                                           // 6
}
class NotesProvider : ContentProvider() {                                          // 14
    private val memo = Memo(HashMap())                                             // 15
    private val audit = Audit(HashMap())                                           // 16
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        // 21-28: the rev18_mapargs head (caller check, negotiate, session_token, execute_tool, deadline_at_ms, tool_name)
        if (tool == "share_note") return shareNote(extras)                         // 29
        if (tool == "open_note") return openNote(extras)                           // 30
        if (tool == "pin_note") return pinNote(extras)                             // 31
        if (tool == "pin_self") return pinSelf(extras)                             // 32
        if (tool == "save_draft") return saveDraft(extras)                         // 33
        return Replies.error("TOOL_NOT_FOUND", "no such tool")                     // 34
    }
    private fun argsOf(extras: Bundle): NoteArgs {
        val json = JSONObject(extras.getString("args") ?: "{}")                    // 37
        val m = HashMap<String, Any?>()                                            // 38
        for (k in json.keys()) m[k] = json.opt(k)                                  // 39
        return NoteArgs(m)                                                         // 40
    }
    private fun shareNote(extras: Bundle): Bundle {
        val a = argsOf(extras)                                                     // 44
        if (a.callerPackage != "com.partner.app")                                  // 45  TP CETP606 (reported in the getter, NoteArgs.kt:6)
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                               // 46
    }
    private fun openNote(extras: Bundle): Bundle {
        val a = argsOf(extras)                                                     // 50
        return Replies.success(JSONObject().put("title", a.title).toString())      // 51  NM CETP606 (a title)
    }
    private fun pinNote(extras: Bundle): Bundle {
        memo.requester = extras.getString("caller_package")                        // 55  TP CETP606 (Memo.kt:6 itself is the app's state: not reported)
        if (memo.requester != "com.partner.app")                                   // 56
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                               // 57
    }
    private fun pinSelf(extras: Bundle): Bundle {
        audit.callerPackage = callingPackage                                       // 61
        if (audit.callerPackage != "com.partner.app")                              // 62  NM CETP606 (the platform's answer, kept in the app's own map)
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                               // 63
    }
    private fun saveDraft(extras: Bundle): Bundle {
        val json = JSONObject(extras.getString("args") ?: "{}")                    // 67
        val m = HashMap<String, Any?>()                                            // 68
        for (k in json.keys()) m[k] = json.opt(k)                                  // 69
        val d = Draft(m)                                                           // 70
        if (d.callerPackage != "com.partner.app")                                  // 71  TP CETP606 (at Draft.kt:6: the map was filled from the request where it was made)
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                               // 72
    }
}

// rev16_objects: Kotlin 2, kotlinc + D8. A registry `object` whose HashMap is
// filled in its init block (object properties and init run in <clinit>), tools
// that are `object`s implementing Tool (reached through ToolRegistry.find and
// an interface call), and @JvmStatic companion methods (Kotlin callers go
// through Uploads.Companion; the static bridges on Uploads are for Java).
interface Tool { fun run(uid: Int, extras: Bundle, ctx: Context): Bundle }         // Tool.kt
object ToolRegistry {                                                              // ToolRegistry.kt 8
    private val tools = HashMap<String, Tool>()                                    // 9
    init {
        tools["share_album"] = ShareAlbum                                          // 11
        tools["open_album"] = OpenAlbum                                            // 12
        tools["begin_upload"] = BeginUpload                                        // 13
    }
    fun find(name: String?): Tool? = tools[name]                                   // 15
}
class Uploads {                                                                    // Uploads.kt 7
    companion object {                                                             // 8
        private val pending = ConcurrentHashMap<String, Int>()                     // 9
        @JvmStatic fun uploadId(): String = java.lang.Long.toHexString(Random.nextLong()) // 11  TP CETP613 (kotlin.random → operation_id)
        @JvmStatic fun remember(id: String, uid: Int) { pending[id] = uid }        // 13
        @JvmStatic fun traceTag(): String = "t" + Random.nextInt(1000)             // 15  NM CETP613 (a trace label)
    }
}
object ShareAlbum : Tool {                                                         // ShareAlbum.kt 7
    override fun run(uid: Int, extras: Bundle, ctx: Context): Bundle {
        val i = Intent(ctx, ConfirmActivity::class.java).putExtra("album", extras.getString("album")) // 9
        val pi = PendingIntent.getActivity(ctx, 0, i,
            PendingIntent.FLAG_MUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)       // 10  TP CETP601
        return Replies.error("USER_ACTION_REQUIRED", "confirm in the app").apply { // 11
            putParcelable("resolution", pi)                                        // 12
            putString("resume_token", Resumes.issue(uid))                          // 13
        }
    }
}
object OpenAlbum : Tool { /* the same as ShareAlbum (OpenAlbum.kt 7-13) with
    FLAG_IMMUTABLE or FLAG_UPDATE_CURRENT at line 10: NM CETP601 */ }
object BeginUpload : Tool {                                                        // BeginUpload.kt 7
    override fun run(uid: Int, extras: Bundle, ctx: Context): Bundle {
        val id = Uploads.uploadId()                                                // 9
        Uploads.remember(id, uid)                                                  // 10
        val data = JSONObject().put("operation_id", id).put("poll_after_ms", 1000)
            .put("trace", Uploads.traceTag()).toString()                           // 11
        return Replies.success(data)                                               // 12
    }
}
class AlbumProvider : ContentProvider() {                                          // AlbumProvider.kt 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        val tool = ToolRegistry.find(extras.getString("tool_name"))
            ?: return Replies.error("TOOL_NOT_FOUND", "no such tool")              // 28
        return tool.run(uid, extras, context!!)                                    // 29
    }
}

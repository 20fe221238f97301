// rev18_mapargs: Kotlin 2, kotlinc + D8. Request arguments copied into a Map
// and read through properties delegated to it (`by map`): each getter calls
// MapsKt.getOrImplicitDefaultNullable(map, property.name), the KProperty
// taken from ToolArgs.$$delegatedProperties (built in <clinit> from
// PropertyReference1Impl(ToolArgs::class, "<name>", "<getter signature>", 0)).
class ToolArgs(map: Map<String, Any?>) {                                           // ToolArgs.kt 5
    val caller_package: String? by map                                             // 6
    val user_confirmed: Boolean by map                                             // 7
    val album: String? by map                                                      // 8
    val package_name: String? by map                                               // 9
}
class AlbumProvider : ContentProvider() {                                          // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "share_album" -> shareAlbum(extras)                                    // 29
            "delete_album" -> deleteAlbum(extras)                                  // 30
            "open_store" -> openStore(extras)                                      // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 32
        }
    }
    private fun argsOf(extras: Bundle): ToolArgs {
        val json = JSONObject(extras.getString("args") ?: "{}")                    // 36
        val m = HashMap<String, Any?>()                                            // 37
        for (k in json.keys()) m[k] = json.opt(k)                                  // 38
        return ToolArgs(m)                                                         // 39
    }
    private fun shareAlbum(extras: Bundle): Bundle {
        val a = argsOf(extras)                                                     // 43
        if (a.caller_package !in setOf("com.partner.app"))                         // 44  TP CETP606
            return Replies.error("PERMISSION_DENIED", "not a partner")
        return Replies.success("{}")                                               // 45
    }
    private fun deleteAlbum(extras: Bundle): Bundle {
        val a = argsOf(extras)                                                     // 49
        if (a.user_confirmed) SQLiteDatabase.openOrCreateDatabase(requireContext().getDatabasePath("albums.db"), null)
            .delete("albums", "name = ?", arrayOf(a.album))                        // 50  TP CETP614
        return Replies.success("{}")                                               // 51
    }
    private fun openStore(extras: Bundle): Bundle {
        val a = argsOf(extras)                                                     // 55
        requireContext().sendBroadcast(Intent("com.example.r18m.OPEN_STORE").setPackage(a.package_name)) // 56  NM CETP606
        return Replies.success("{}")                                               // 57
    }
}

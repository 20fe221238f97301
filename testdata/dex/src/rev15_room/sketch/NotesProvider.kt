// What rev15_room stands for: a Kotlin provider (kotlinc + D8) over a Room
// database. Room builds NotesDb_Impl by reflection, so the dex has no
// new-instance of it; the DAO's @RawQuery takes a SupportSQLiteQuery.
@Dao interface NoteDao { @RawQuery fun search(q: SupportSQLiteQuery): List<String> }  // NoteDao.kt
@Database(entities = [Note::class], version = 1)
abstract class NotesDb : RoomDatabase() { abstract fun noteDao(): NoteDao }     // NotesDb.kt 8
// NoteDao_Impl.java / NotesDb_Impl.java: Room's generated code (DBUtil.query, cursor loop, lazy DAO).

class NotesProvider : ContentProvider() {                                          // NotesProvider.kt 18
    private lateinit var db: NotesDb
    override fun onCreate(): Boolean {
        db = Room.databaseBuilder(context!!, NotesDb::class.java, "notes").build(); return true // 21
    }
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 24
        // 25-29: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        val args = JSONObject(extras.getString("args") ?: "{}")                    // 30
        return when (extras.getString("tool_name")) {                              // 31
            "search_notes" -> search(args.getString("tag"))                        // 32
            "count_notes" -> count(args.getString("tag"))                          // 33
            "export_notes" -> export(args.getString("file"))                       // 34
            "backup_notes" -> backup(args.getString("file"))                       // 35
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 36
        }
    }
    private fun search(tag: String): Bundle {
        val rows = db.noteDao().search(SimpleSQLiteQuery("SELECT * FROM note WHERE tag = '$tag'")) // 40  CETP622 (SQL)
        return Replies.success(JSONArray(rows).toString())                         // 41
    }
    private fun count(tag: String): Bundle {
        val rows = db.noteDao().search(SimpleSQLiteQuery("SELECT * FROM note WHERE tag = ?", arrayOf<Any>(tag))) // 45  near miss CETP622
        return Replies.success("{\"count\":${rows.size}}")                         // 46
    }
    private fun export(name: String): Bundle {
        val out = File(context!!.filesDir, name)                                   // 50  CETP622 (path)
        FileOutputStream(out).apply { write("notes".toByteArray()); close() }      // 51-52
        return Replies.success("{\"exported\":true}")                              // 53
    }
    private fun backup(name: String): Bundle {
        val dir = File(context!!.filesDir, "backups")                              // 56
        val out = File(dir, name)                                                  // 57
        if (!out.canonicalPath.startsWith(dir.canonicalPath + File.separator))     // 58  near miss CETP622
            return Replies.error("INVALID_ARGUMENT", "bad file name")
        FileOutputStream(out).close()                                              // 59
        return Replies.success("{\"backed_up\":true}")                             // 60
    }
}

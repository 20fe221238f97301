// rev16_pfd: Kotlin 2, kotlinc + D8. `use {}` is inline (kotlin.io.CloseableKt):
// the body runs in a try whose exits call CloseableKt.closeFinally, with SMAP
// lines 59-62 (Closeable.kt 52-55); the catch-all rethrows through a second
// handler that closes with the cause. ParcelFileDescriptor.parseMode turns
// "r"/"w"/"rw"/"rwt"/"wa" into MODE_* bits.
object Csv { fun render() = "id,title\n1,hello\n" }                                // Csv.kt 5-6
class ExportProvider : ContentProvider() {                                         // 14
    override fun onCreate() = true                                                 // 17
    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()                                           // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        return when (extras.getString("tool_name")) {                              // 28
            "open_log" -> openLog()                                                // 29
            "export_csv" -> exportCsv()                                            // 30
            "peek_log" -> peekLog()                                                // 31
            else -> Replies.error("TOOL_NOT_FOUND", "no such tool")                // 32
        }
    }
    private fun openLog(): Bundle {
        val f = File(context!!.filesDir, "app.log")                               // 36
        val pfd = ParcelFileDescriptor.open(f, ParcelFileDescriptor.parseMode("rw")) // 37  TP CETP612 (read-write)
        return Replies.success("{}").apply { putParcelable("result_fd", pfd) }     // 38
    }
    private fun exportCsv(): Bundle {
        val pipe = ParcelFileDescriptor.createPipe()                               // 42
        ParcelFileDescriptor.AutoCloseOutputStream(pipe[1]).use { out ->           // 43
            out.write(Csv.render().toByteArray())                                  // 44
        }                                                                          // 45
        return Replies.success("{}").apply { putParcelable("result_fd", pipe[0]) } // 46  NM CETP612 (read end; the provider wrote the other)
    }
    private fun peekLog(): Bundle {
        val f = File(context!!.filesDir, "app.log")                               // 50
        val size = ParcelFileDescriptor.open(f, ParcelFileDescriptor.MODE_READ_ONLY).use { pfd -> // 51
            pfd.statSize                                                           // 52
        }
        val ro = ParcelFileDescriptor.open(f, ParcelFileDescriptor.parseMode("r")) // 54  NM CETP612 (read-only)
        return Replies.success("{\"size\":$size}").apply { putParcelable("result_fd", ro) } // 55
    }
}

package app.quire.reader.cetp

import java.io.File
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** Export files under files/exports; the dedup record keeps the file name, size and digest. */
object ExportFiles {
    /** Exports up to this size may go inline when large_results was not negotiated. */
    const val INLINE_LIMIT = 200_000L

    @JvmStatic
    fun dir(filesDir: File): File = File(filesDir, "exports")

    suspend fun write(dir: File, prefix: String, content: JSONObject): JSONObject = withContext(Dispatchers.IO) {
        val body = content.toString().toByteArray()
        dir.mkdirs()
        val file = File(dir, prefix + "-" + Tokens.fresh(12) + ".json")
        file.writeBytes(body)
        JSONObject().put("file", file.name).put("size_bytes", body.size.toLong()).put("sha256", sha256Hex(body))
    }
}

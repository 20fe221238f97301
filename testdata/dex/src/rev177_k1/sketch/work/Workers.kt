package app.larder.home.work

import app.larder.home.data.PantryDao
import app.larder.home.data.SharedFileDao
import app.larder.home.data.ShoppingDao
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

/** Writes the pantry as a JSON export the assistant can open through the provider's openFile. */
class ExportWorker(
    params: WorkParams,
    private val pantry: PantryDao,
    private val files: SharedFileDao,
    private val dir: File,
    private val provider: String,
    private val authority: String,
    private val fileName: String,
) : Worker(params) {
    override fun doWork(): WorkResult {
        val location = params.input.optString("location", "")
        val items = pantry.all(if (location.isEmpty()) null else location, 5000)
        if (params.isStopped) return WorkResult.Stopped
        val rows = JSONArray()
        for (item in items) rows.put(item.toJson())
        return publish(dir, fileName, JSONObject().put("items", rows).toString(), files, provider, authority, params.ownerUid, items.size)
    }
}

/** Writes a snapshot of one shopping list for sharing. */
class ShareListWorker(
    params: WorkParams,
    private val shopping: ShoppingDao,
    private val files: SharedFileDao,
    private val dir: File,
    private val provider: String,
    private val authority: String,
    private val fileName: String,
) : Worker(params) {
    override fun doWork(): WorkResult {
        val list = params.input.optString("list", "groceries")
        val entries = shopping.entries(list, params.input.optBoolean("include_checked", false))
        if (params.isStopped) return WorkResult.Stopped
        val rows = JSONArray()
        for (entry in entries) rows.put(entry.toJson())
        return publish(dir, fileName, JSONObject().put("list", list).put("entries", rows).toString(), files, provider, authority, params.ownerUid, entries.size)
    }
}

private fun publish(dir: File, name: String, body: String, files: SharedFileDao, provider: String, authority: String, owner: Int,
    count: Int): WorkResult {
    if (!dir.isDirectory && !dir.mkdirs()) {
        return WorkResult.Failure("UNAVAILABLE", "Storage is not available right now.", true)
    }
    File(dir, name).writeText(body)
    files.record(name, provider, owner, System.currentTimeMillis())
    return WorkResult.Success(JSONObject().put("file", name).put("uri", "content://" + authority + "/files/" + name).put("count", count))
}

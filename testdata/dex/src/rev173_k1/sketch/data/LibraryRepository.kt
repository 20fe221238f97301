package app.quire.reader.data

import android.content.ContentValues
import android.database.Cursor
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import org.json.JSONArray
import org.json.JSONObject

/** Books and highlights; every call moves to Dispatchers.IO. */
class LibraryRepository(private val db: QuireDb) {
    suspend fun books(status: String, limit: Int): JSONArray = withContext(Dispatchers.IO) {
        db.readableDatabase.query(
            "books", arrayOf("id", "title", "author", "pages", "status"), "status = ?", arrayOf(status),
            null, null, "added_at DESC",
        ).use { c -> c.rows(limit) { bookJson(it) } }
    }

    suspend fun allBooks(): JSONArray = withContext(Dispatchers.IO) {
        db.readableDatabase.query("books", arrayOf("id", "title", "author", "pages", "status"), null, null, null, null, "id")
            .use { c -> c.rows(Int.MAX_VALUE) { bookJson(it) } }
    }

    suspend fun searchHighlights(text: String, limit: Int): JSONArray = withContext(Dispatchers.IO) {
        db.readableDatabase.query(
            "highlights", arrayOf("id", "book_id", "quote", "page"), "quote LIKE ?", arrayOf("%" + text + "%"),
            null, null, "book_id, page",
        ).use { c -> c.rows(limit) { highlightJson(it) } }
    }

    suspend fun allHighlights(): JSONArray = withContext(Dispatchers.IO) {
        db.readableDatabase.query("highlights", arrayOf("id", "book_id", "quote", "page"), null, null, null, null, "id")
            .use { c -> c.rows(Int.MAX_VALUE) { highlightJson(it) } }
    }

    suspend fun unsynced(limit: Int): List<Long> = withContext(Dispatchers.IO) {
        db.readableDatabase.query("highlights", arrayOf("id"), "synced_at = 0", null, null, null, "id")
            .use { c ->
                val ids = ArrayList<Long>()
                while (ids.size < limit && c.moveToNext()) ids.add(c.getLong(0))
                ids
            }
    }

    suspend fun title(bookId: Long): String? = withContext(Dispatchers.IO) {
        db.readableDatabase.query("books", arrayOf("title"), "id = ?", arrayOf(bookId.toString()), null, null, null)
            .use { c -> if (c.moveToFirst()) c.getString(0) else null }
    }

    suspend fun addBook(title: String, author: String, pages: Int): Long = withContext(Dispatchers.IO) {
        val row = ContentValues()
        row.put("title", title)
        row.put("author", author)
        row.put("pages", pages)
        row.put("added_at", System.currentTimeMillis())
        db.writableDatabase.insert("books", null, row)
    }

    suspend fun setStatus(bookId: Long, status: String): Int = withContext(Dispatchers.IO) {
        val row = ContentValues()
        row.put("status", status)
        db.writableDatabase.update("books", row, "id = ?", arrayOf(bookId.toString()))
    }

    suspend fun deleteHighlights(bookId: Long): Int = withContext(Dispatchers.IO) {
        db.writableDatabase.delete("highlights", "book_id = ?", arrayOf(bookId.toString()))
    }

    suspend fun markSynced(ids: List<Long>, at: Long): Int = withContext(Dispatchers.IO) {
        var changed = 0
        for (id in ids) {
            val row = ContentValues()
            row.put("synced_at", at)
            changed += db.writableDatabase.update("highlights", row, "id = ?", arrayOf(id.toString()))
        }
        changed
    }

    suspend fun forgetSync(): Int = withContext(Dispatchers.IO) {
        val row = ContentValues()
        row.put("synced_at", 0L)
        db.writableDatabase.update("highlights", row, "synced_at > 0", null)
    }

    suspend fun counts(): JSONObject = withContext(Dispatchers.IO) {
        val total = db.readableDatabase.query("highlights", arrayOf("id"), null, null, null, null, null).use { it.count }
        val waiting = db.readableDatabase.query("highlights", arrayOf("id"), "synced_at = 0", null, null, null, null).use { it.count }
        JSONObject().put("highlights", total).put("waiting", waiting)
    }

    private fun bookJson(c: Cursor): JSONObject = JSONObject()
        .put("id", c.getLong(0)).put("title", c.getString(1)).put("author", c.getString(2))
        .put("pages", c.getInt(3)).put("status", c.getString(4))

    private fun highlightJson(c: Cursor): JSONObject = JSONObject()
        .put("id", c.getLong(0)).put("book_id", c.getLong(1)).put("quote", c.getString(2)).put("page", c.getInt(3))

    private inline fun Cursor.rows(limit: Int, row: (Cursor) -> JSONObject): JSONArray {
        val out = JSONArray()
        while (out.length() < limit && moveToNext()) out.put(row(this))
        return out
    }
}

package com.harborfiles

import android.content.ContentProvider
import android.content.ContentValues
import android.database.Cursor
import android.database.DatabaseUtils
import android.database.sqlite.SQLiteDatabase
import android.net.Uri
import android.os.ParcelFileDescriptor
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.FileNotFoundException

class DocStore(private val db: SQLiteDatabase) {
    fun list(owner: Int, folder: String): JSONArray {
        val out = JSONArray()
        db.query("docs", arrayOf("_id", "title"), "owner = ? AND folder = ? AND trashed = 0",
            arrayOf(owner.toString(), folder), null, null, "title").use { c ->
            while (c.moveToNext()) out.put(JSONObject().put("doc_id", c.getLong(0)).put("title", c.getString(1)))
        }
        return out
    }

    fun visibleTo(id: Long, uid: Int): Boolean =
        DatabaseUtils.longForQuery(db, "SELECT COUNT(*) FROM docs WHERE _id = ? AND owner = ? AND trashed = 0",
            arrayOf(id.toString(), uid.toString())) > 0

    fun contentUri(id: Long): Uri = Uri.parse("content://$FILES_AUTHORITY/doc/$id")

    fun previewUri(id: Long): Uri = Uri.parse("content://$FILES_AUTHORITY/preview/$id")

    fun insertDoc(owner: Int, doc: JSONObject): Long = db.insertOrThrow("docs", null, ContentValues().apply {
        put("owner", owner)
        put("title", doc.getString("title"))
        put("folder", doc.optString("folder", "/"))
        put("body", doc.getString("body"))
    })

    fun rename(id: Long, owner: Int, title: String): Int {
        require(title.isNotBlank()) { "blank title" }
        val n = db.update("docs", ContentValues().apply { put("title", title) }, "_id = ? AND owner = ?", arrayOf(id.toString(), owner.toString()))
        check(n == 1) { "no document $id for $owner" }
        return n
    }

    fun publish(id: Long, owner: Int): String {
        val link = Tokens.opaque()
        db.insertOrThrow("links", null, ContentValues().apply {
            put("doc_id", id)
            put("owner", owner)
            put("token", link)
        })
        return "https://share.harborfiles.example/d/$link"
    }

    fun restoreVersion(id: Long, owner: Int, version: Int): Int =
        db.update("docs", ContentValues().apply { put("version", version) }, "_id = ? AND owner = ?", arrayOf(id.toString(), owner.toString()))

    fun trash(id: Long, owner: Int): Int =
        db.update("docs", ContentValues().apply { put("trashed", 1) }, "_id = ? AND owner = ?", arrayOf(id.toString(), owner.toString()))

    fun trashTree(id: Long, owner: Int): Int =
        db.update("docs", ContentValues().apply { put("trashed", 1) }, "(_id = ? OR parent = ?) AND owner = ?",
            arrayOf(id.toString(), id.toString(), owner.toString()))

    fun shred(id: Long, owner: Int): Int =
        db.delete("docs", "_id = ? AND owner = ?", arrayOf(id.toString(), owner.toString()))

    companion object {
        const val FILES_AUTHORITY = "com.harborfiles.files"
    }
}

/** Serves the files behind the content URIs that open_doc / preview_doc grant. Not exported. */
class DocFileProvider : ContentProvider() {
    override fun onCreate(): Boolean = true

    override fun openFile(uri: Uri, mode: String): ParcelFileDescriptor {
        val id = uri.lastPathSegment?.toLongOrNull() ?: throw FileNotFoundException("no document in $uri")
        val dir = if (uri.path?.startsWith("/preview/") == true) "previews" else "docs"
        return ParcelFileDescriptor.open(File(context!!.filesDir, "$dir/$id.bin"), ParcelFileDescriptor.MODE_READ_ONLY)
    }

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0
}

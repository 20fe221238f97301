package com.quillbox

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow
import org.json.JSONObject
import java.security.MessageDigest

class Note(val id: Long, val folder: String, val title: String, val body: String, val owner: Int) {
    fun toJson(): JSONObject = JSONObject().put("id", id).put("folder", folder).put("title", title)
}

class Share(val id: Long, val noteId: Long, val recipient: String, val published: Boolean)

// Blocking SQLite access; the providers call it from Dispatchers.IO. Reads are cold flows.
class NoteStore(ctx: Context) : SQLiteOpenHelper(ctx, "quillbox.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY, folder TEXT, title TEXT, body TEXT, owner INTEGER, trashed INTEGER DEFAULT 0)")
        db.execSQL("CREATE TABLE shares (id INTEGER PRIMARY KEY, note_id INTEGER, recipient TEXT, published INTEGER, by_uid INTEGER)")
        db.execSQL("CREATE TABLE receipts (uid INTEGER, request_id TEXT, tool TEXT, args_sha TEXT, result TEXT, PRIMARY KEY (uid, request_id))")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS receipts")
        db.execSQL("CREATE TABLE receipts (uid INTEGER, request_id TEXT, tool TEXT, args_sha TEXT, result TEXT, PRIMARY KEY (uid, request_id))")
    }

    fun notes(folder: String): Flow<Note> = flow {
        readableDatabase.query("notes", NOTE_COLUMNS, "folder = ? AND trashed = 0", arrayOf(folder), null, null, "id DESC")
            .use { c -> while (c.moveToNext()) emit(c.note()) }
    }

    fun note(id: Long): Flow<Note> = flow {
        readableDatabase.query("notes", NOTE_COLUMNS, "id = ? AND trashed = 0", arrayOf(id.toString()), null, null, null)
            .use { c -> while (c.moveToNext()) emit(c.note()) }
    }

    fun shares(): Flow<Share> = flow {
        readableDatabase.query("shares", arrayOf("id", "note_id", "recipient", "published"), null, null, null, null, "id DESC")
            .use { c -> while (c.moveToNext()) emit(Share(c.getLong(0), c.getLong(1), c.getString(2), c.getInt(3) != 0)) }
    }

    fun insert(folder: String, title: String, body: String, owner: Int): Long {
        val row = ContentValues()
        row.put("folder", folder)
        row.put("title", title)
        row.put("body", body)
        row.put("owner", owner)
        return writableDatabase.insert("notes", null, row)
    }

    fun delete(id: Long): Int = writableDatabase.delete("notes", "id = ?", arrayOf(id.toString()))

    fun purgeTrash(): Int = writableDatabase.delete("notes", "trashed = 1", null)

    fun share(noteId: Long, recipient: String, byUid: Int): Long {
        val row = ContentValues()
        row.put("note_id", noteId)
        row.put("recipient", recipient)
        row.put("published", 0)
        row.put("by_uid", byUid)
        return writableDatabase.insert("shares", null, row)
    }

    fun publish(noteId: Long, byUid: Int): Long {
        val row = ContentValues()
        row.put("note_id", noteId)
        row.put("recipient", "*")
        row.put("published", 1)
        row.put("by_uid", byUid)
        return writableDatabase.insert("shares", null, row)
    }

    fun revoke(shareId: Long): Int = writableDatabase.delete("shares", "id = ?", arrayOf(shareId.toString()))

    // Deduplication of mutations: one durable receipt per (uid, request_id), bound to tool and args digest.
    fun receipt(uid: Int, requestId: RequestId): Array<String>? {
        readableDatabase.query("receipts", arrayOf("tool", "args_sha", "result"), "uid = ? AND request_id = ?",
            arrayOf(uid.toString(), requestId.raw), null, null, null).use { c ->
            return if (c.moveToFirst()) arrayOf(c.getString(0), c.getString(1), c.getString(2)) else null
        }
    }

    fun keep(uid: Int, requestId: RequestId, tool: ToolName, args: String, result: JSONObject) {
        val row = ContentValues()
        row.put("uid", uid)
        row.put("request_id", requestId.raw)
        row.put("tool", tool.raw)
        row.put("args_sha", sha256(args))
        row.put("result", result.toString())
        writableDatabase.insert("receipts", null, row)
    }

    private fun Cursor.note() = Note(getLong(0), getString(1), getString(2), getString(3), getInt(4))

    companion object {
        private val NOTE_COLUMNS = arrayOf("id", "folder", "title", "body", "owner")

        fun sha256(text: String): String =
            MessageDigest.getInstance("SHA-256").digest(text.toByteArray()).joinToString("") { "%02x".format(it) }
    }
}

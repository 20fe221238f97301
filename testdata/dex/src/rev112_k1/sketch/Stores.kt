package com.inkwell

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import java.io.File
import org.json.JSONArray

object Stores {
    lateinit var notes: NoteStore
    lateinit var reminders: ReminderStore

    @Synchronized
    fun open(ctx: Context) {
        if (::notes.isInitialized) return
        val db = SQLiteDatabase.openOrCreateDatabase(File(ctx.filesDir, "inkwell.db"), null)
        notes = NoteStore(db)
        reminders = ReminderStore(db)
    }
}

class NoteStore(val db: SQLiteDatabase) {
    fun insert(title: String, body: String, folder: String, owner: Int): Long = ContentValues().run {
        put("title", title)
        put("body", body)
        put("folder", folder)
        put("owner", owner)
        put("created", System.currentTimeMillis())
        db.insert("notes", null, this)
    }

    fun remove(id: Long, hard: Boolean = false, reason: String = "agent"): Int =
        if (hard) {
            db.delete("notes", "_id = ?", arrayOf(id.toString()))
        } else {
            val values = ContentValues().apply {
                put("trashed", 1)
                put("trash_reason", reason)
            }
            db.update("notes", values, "_id = ?", arrayOf(id.toString()))
        }

    fun pin(id: Long, pinned: Boolean): Int =
        db.update("notes", ContentValues().apply { put("pinned", pinned) }, "_id = ?", arrayOf(id.toString()))

    fun copyToOutbox(id: Long, grantee: Int): Long = ContentValues().run {
        put("note_id", id)
        put("grantee", grantee)
        db.insert("outbox", null, this)
    }

    fun hasGrant(uid: Int): Boolean =
        db.rawQuery("SELECT 1 FROM grants WHERE uid = ? AND scope = 'notes.share'", arrayOf(uid.toString()))
            .let { c -> c.moveToFirst().also { c.close() } }
}

class ReminderStore(private val db: SQLiteDatabase) {
    fun add(title: String, at: Long, repeating: Boolean, owner: Int): Long = ContentValues().run {
        put("title", title)
        put("at", at)
        put("repeating", repeating)
        put("owner", owner)
        db.insert("reminders", null, this)
    }

    fun move(id: Long, at: Long, repeating: Boolean): Int = ContentValues().run {
        put("at", at)
        put("repeating", repeating)
        db.update("reminders", this, "_id = ?", arrayOf(id.toString()))
    }

    fun text(id: Long): String? =
        db.rawQuery("SELECT title FROM reminders WHERE _id = ?", arrayOf(id.toString()))
            .let { c -> (if (c.moveToFirst()) c.getString(0) else null).also { c.close() } }

    fun share(id: Long, owner: Int): Long = ContentValues().run {
        put("reminder_id", id)
        put("owner", owner)
        db.insert("shares", null, this)
    }

    fun clearDone(owner: Int): Int = db.delete("reminders", "done = 1 AND owner = ?", arrayOf(owner.toString()))

    fun purge(owner: Int): Int = db.delete("reminders", "owner = ?", arrayOf(owner.toString()))

    fun restore(items: JSONArray, owner: Int): Int {
        for (i in 0 until items.length()) {
            val item = items.getJSONObject(i)
            add(item.getString("title"), item.getLong("at"), item.optBoolean("repeat"), owner)
        }
        return items.length()
    }
}

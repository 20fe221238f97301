package com.marginalia.notes.core

import android.content.ContentValues
import android.database.Cursor
import org.json.JSONObject

class NoteRepo(internal val db: NotesDb) {
    fun search(text: String, orderBy: String): List<JSONObject> = db.readableDatabase.select(
        "SELECT id, title, notebook, updated_at FROM notes WHERE trashed = 0 AND title LIKE ? ORDER BY " + orderBy,
        arrayOf("%" + text + "%")) { c -> noteOf(c) }

    fun note(id: Long): JSONObject? = db.readableDatabase.select(
        "SELECT id, title, notebook, updated_at FROM notes WHERE id = ?", arrayOf(id.toString())) { c -> noteOf(c) }
        .firstOrNull()

    fun insert(title: String, body: String, notebook: String): Long {
        val values = ContentValues()
        values.put("title", title)
        values.put("body", body)
        values.put("notebook", notebook)
        values.put("updated_at", System.currentTimeMillis())
        return db.writableDatabase.insert("notes", null, values)
    }

    fun delete(id: Long): Int {
        db.writableDatabase.delete("attachments", "note_id = ?", arrayOf(id.toString()))
        return db.writableDatabase.delete("notes", "id = ?", arrayOf(id.toString()))
    }

    fun trashedCount(): Int = db.readableDatabase.select("SELECT COUNT(*) FROM notes WHERE trashed = 1", arrayOf()) { c -> c.getInt(0) }
        .firstOrNull() ?: 0

    fun purgeTrash(): Int {
        db.writableDatabase.execSQL("DELETE FROM attachments WHERE note_id IN (SELECT id FROM notes WHERE trashed = 1)")
        return db.writableDatabase.delete("notes", "trashed = 1", null)
    }

    /** The stored file name of attachment [id] (the app names them itself when it saves them). */
    fun attachmentFile(id: Long): String? = db.readableDatabase.select(
        "SELECT file FROM attachments WHERE id = ?", arrayOf(id.toString())) { c -> c.getString(0) }.firstOrNull()

    internal fun noteOf(c: Cursor): JSONObject = JSONObject().put("note_id", c.getLong(0)).put("title", c.getString(1))
        .put("notebook", c.getString(2)).put("updated_at_ms", c.getLong(3))
}

class ReminderRepo(internal val db: NotesDb) {
    fun due(now: Long, orderBy: String): List<JSONObject> = db.readableDatabase.select(
        "SELECT id, note_id, title, due_at FROM reminders WHERE delivered = 0 AND due_at <= ? ORDER BY " + orderBy,
        arrayOf(now.toString())) { c -> reminderOf(c) }

    fun reminder(id: Long): JSONObject? = db.readableDatabase.select(
        "SELECT id, note_id, title, due_at FROM reminders WHERE id = ?", arrayOf(id.toString())) { c -> reminderOf(c) }
        .firstOrNull()

    fun markDelivered(ids: List<Long>): Int {
        val values = ContentValues()
        values.put("delivered", 1)
        var changed = 0
        for (id in ids) changed += db.writableDatabase.update("reminders", values, "id = ?", arrayOf(id.toString()))
        return changed
    }

    fun snooze(id: Long, until: Long): Int {
        val values = ContentValues()
        values.put("due_at", until)
        values.put("delivered", 0)
        return db.writableDatabase.update("reminders", values, "id = ?", arrayOf(id.toString()))
    }

    fun clear(noteId: Long): Int = db.writableDatabase.delete("reminders", "note_id = ?", arrayOf(noteId.toString()))

    internal fun reminderOf(c: Cursor): JSONObject = JSONObject().put("reminder_id", c.getLong(0)).put("note_id", c.getLong(1))
        .put("title", c.getString(2)).put("due_at_ms", c.getLong(3))
}

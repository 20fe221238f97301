package com.tidewell.home

import android.content.ContentValues
import android.content.Context
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import android.os.Bundle

/** A reminder: when it is due and how often it repeats (0: once). */
class Reminder(val id: Long, val ownerUid: Int, val title: String, val dueAt: Long, val repeatMs: Long)

/** The app's database: mutation replays (§6), the texts it sent, and the household's reminders. */
class HomeDb private constructor(ctx: Context) : SQLiteOpenHelper(ctx, "tidewell.db", null, 3) {

    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL(
            "CREATE TABLE replays (uid INTEGER NOT NULL, provider_id TEXT NOT NULL, request_id TEXT NOT NULL, " +
                "tool TEXT NOT NULL, args_digest TEXT NOT NULL, status TEXT NOT NULL, data TEXT, created_at INTEGER NOT NULL, " +
                "PRIMARY KEY (uid, provider_id, request_id))"
        )
        db.execSQL(
            "CREATE TABLE outgoing (ref TEXT PRIMARY KEY, recipient TEXT NOT NULL, body TEXT NOT NULL, " +
                "sent_by INTEGER NOT NULL, sent_at INTEGER NOT NULL)"
        )
        db.execSQL(
            "CREATE TABLE reminders (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_uid INTEGER NOT NULL, title TEXT NOT NULL, " +
                "due_at INTEGER NOT NULL, repeat_ms INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0)"
        )
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS replays")
        db.execSQL("DROP TABLE IF EXISTS outgoing")
        db.execSQL("DROP TABLE IF EXISTS reminders")
        onCreate(db)
    }

    fun prior(key: RetryKey): Prior? = readableDatabase.rawQuery(
        "SELECT tool, args_digest, status, data FROM replays WHERE uid = ? AND provider_id = ? AND request_id = ?",
        arrayOf(key.uid.toString(), key.providerId, key.requestId),
    ).use { c -> if (c.moveToFirst()) Prior(c.getString(0), c.getString(1), c.getString(2), c.getString(3)) else null }

    fun record(key: RetryKey, tool: String, argsDigest: String, reply: Bundle) {
        val row = ContentValues()
        row.put("uid", key.uid)
        row.put("provider_id", key.providerId)
        row.put("request_id", key.requestId)
        row.put("tool", tool)
        row.put("args_digest", argsDigest)
        row.put("status", reply.getString("status"))
        row.put("data", reply.getString("data"))
        row.put("created_at", System.currentTimeMillis())
        writableDatabase.insertWithOnConflict("replays", null, row, SQLiteDatabase.CONFLICT_IGNORE)
    }

    fun recordOutgoing(ref: String, recipient: String, body: String, sentBy: Int) {
        val row = ContentValues()
        row.put("ref", ref)
        row.put("recipient", recipient)
        row.put("body", body)
        row.put("sent_by", sentBy)
        row.put("sent_at", System.currentTimeMillis())
        writableDatabase.insert("outgoing", null, row)
    }

    /** Saves [draft] (id 0) and returns it with its row id. */
    fun insertReminder(draft: Reminder): Reminder {
        val row = ContentValues()
        row.put("owner_uid", draft.ownerUid)
        row.put("title", draft.title)
        row.put("due_at", draft.dueAt)
        row.put("repeat_ms", draft.repeatMs)
        val id = writableDatabase.insert("reminders", null, row)
        return Reminder(id, draft.ownerUid, draft.title, draft.dueAt, draft.repeatMs)
    }

    fun reminder(id: Long): Reminder? = readableDatabase.rawQuery(
        "SELECT $COLUMNS FROM reminders WHERE id = ? AND cancelled = 0", arrayOf(id.toString()),
    ).use { c -> if (c.moveToFirst()) c.toReminder() else null }

    fun upcoming(now: Long): List<Reminder> = readableDatabase.rawQuery(
        "SELECT $COLUMNS FROM reminders WHERE cancelled = 0 AND (due_at > ? OR repeat_ms > 0) ORDER BY due_at",
        arrayOf(now.toString()),
    ).use { c ->
        val out = ArrayList<Reminder>()
        while (c.moveToNext()) out.add(c.toReminder())
        out
    }

    fun cancelReminder(id: Long): Boolean {
        val row = ContentValues()
        row.put("cancelled", 1)
        return writableDatabase.update("reminders", row, "id = ? AND cancelled = 0", arrayOf(id.toString())) == 1
    }

    /** A repeating reminder that fired moves to its next time; a one-off one is done. */
    fun advance(id: Long, now: Long): Reminder? {
        val r = reminder(id) ?: return null
        if (r.repeatMs <= 0L) return null
        var next = r.dueAt
        while (next <= now) next += r.repeatMs
        val row = ContentValues()
        row.put("due_at", next)
        writableDatabase.update("reminders", row, "id = ?", arrayOf(id.toString()))
        return Reminder(r.id, r.ownerUid, r.title, next, r.repeatMs)
    }

    private fun Cursor.toReminder(): Reminder = Reminder(getLong(0), getInt(1), getString(2), getLong(3), getLong(4))

    companion object {
        private const val COLUMNS = "id, owner_uid, title, due_at, repeat_ms"
        private var instance: HomeDb? = null

        @Synchronized
        fun get(ctx: Context): HomeDb = instance ?: HomeDb(ctx.applicationContext).also { instance = it }
    }
}

package net.switchyard.hub

import android.content.ContentValues
import android.content.Context
import android.database.DatabaseUtils
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject

class HubDb(context: Context) : SQLiteOpenHelper(context, "switchyard.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE requests (uid INTEGER NOT NULL, provider TEXT NOT NULL, request_id TEXT NOT NULL, " +
            "tool TEXT NOT NULL, args_digest TEXT NOT NULL, reply TEXT NOT NULL, at INTEGER NOT NULL, " +
            "PRIMARY KEY (uid, provider, request_id))")
        db.execSQL("CREATE TABLE clips (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_uid INTEGER NOT NULL, text TEXT NOT NULL, at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE downloads (id INTEGER PRIMARY KEY, owner_uid INTEGER NOT NULL, url TEXT NOT NULL, at INTEGER NOT NULL)")
        db.execSQL("CREATE TABLE reminders (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_uid INTEGER NOT NULL, title TEXT NOT NULL, " +
            "due_at INTEGER NOT NULL, armed_at INTEGER NOT NULL DEFAULT 0)")
        db.execSQL("CREATE TABLE notes (id INTEGER PRIMARY KEY AUTOINCREMENT, owner_uid INTEGER NOT NULL, title TEXT NOT NULL, at INTEGER NOT NULL)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        db.execSQL("DROP TABLE IF EXISTS requests")
        db.execSQL("DROP TABLE IF EXISTS clips")
        db.execSQL("DROP TABLE IF EXISTS downloads")
        db.execSQL("DROP TABLE IF EXISTS reminders")
        db.execSQL("DROP TABLE IF EXISTS notes")
        onCreate(db)
    }
}

class PriorReply(val tool: String, val argsDigest: String, val reply: JSONObject)

class Reminder(val id: Long, val owner: Int, val title: String, val dueAt: Long, val armedAt: Long) {
    fun toJson(): JSONObject = JSONObject().put("reminder_id", id).put("title", title).put("due_at_ms", dueAt)
        .put("armed", armedAt != 0L)
}

/** The hub's durable state: request records for deduplication, and each module's rows. */
class HubStore private constructor(private val db: SQLiteDatabase) {

    fun prior(uid: Int, provider: String, requestId: String): PriorReply? =
        db.query("requests", arrayOf("tool", "args_digest", "reply"), "uid = ? AND provider = ? AND request_id = ?",
            arrayOf(uid.toString(), provider, requestId), null, null, null).use { c ->
            if (c.moveToFirst()) PriorReply(c.getString(0), c.getString(1), JSONObject(c.getString(2))) else null
        }

    fun remember(uid: Int, provider: String, requestId: String, tool: String, argsDigest: String, reply: JSONObject) {
        val row = ContentValues()
        row.put("uid", uid)
        row.put("provider", provider)
        row.put("request_id", requestId)
        row.put("tool", tool)
        row.put("args_digest", argsDigest)
        row.put("reply", reply.toString())
        row.put("at", System.currentTimeMillis())
        db.insertOrThrow("requests", null, row)
    }

    fun addClip(owner: Int, text: String) {
        val row = ContentValues()
        row.put("owner_uid", owner)
        row.put("text", text)
        row.put("at", System.currentTimeMillis())
        db.insert("clips", null, row)
    }

    fun clearClips(owner: Int): Int = db.delete("clips", "owner_uid = ?", arrayOf(owner.toString()))

    fun downloadsSince(owner: Int, since: Long): Int =
        DatabaseUtils.queryNumEntries(db, "downloads", "owner_uid = ? AND at > ?", arrayOf(owner.toString(), since.toString())).toInt()

    fun addDownload(id: Long, owner: Int, url: String) {
        val row = ContentValues()
        row.put("id", id)
        row.put("owner_uid", owner)
        row.put("url", url)
        row.put("at", System.currentTimeMillis())
        db.insert("downloads", null, row)
    }

    fun recentDownloads(limit: Int): LongArray =
        db.query("downloads", arrayOf("id"), null, null, null, null, "at DESC", limit.toString()).use { c ->
            val ids = ArrayList<Long>()
            while (c.moveToNext()) ids.add(c.getLong(0))
            ids.toLongArray()
        }

    fun remindersOf(owner: Int): List<Reminder> =
        db.query("reminders", arrayOf("id", "title", "due_at", "armed_at"), "owner_uid = ?", arrayOf(owner.toString()),
            null, null, "due_at").use { c ->
            val rows = ArrayList<Reminder>()
            while (c.moveToNext()) rows.add(Reminder(c.getLong(0), owner, c.getString(1), c.getLong(2), c.getLong(3)))
            rows
        }

    fun activeReminders(owner: Int): Int =
        DatabaseUtils.queryNumEntries(db, "reminders", "owner_uid = ?", arrayOf(owner.toString())).toInt()

    fun addReminder(owner: Int, title: String, dueAt: Long): Reminder {
        val row = ContentValues()
        row.put("owner_uid", owner)
        row.put("title", title)
        row.put("due_at", dueAt)
        val id = db.insertOrThrow("reminders", null, row)
        return Reminder(id, owner, title, dueAt, 0L)
    }

    fun markArmed(id: Long, at: Long) {
        val row = ContentValues()
        row.put("armed_at", at)
        db.update("reminders", row, "id = ?", arrayOf(id.toString()))
    }

    fun deleteReminder(id: Long, owner: Int): Int =
        db.delete("reminders", "id = ? AND owner_uid = ?", arrayOf(id.toString(), owner.toString()))

    fun addNote(owner: Int, title: String): Long {
        val row = ContentValues()
        row.put("owner_uid", owner)
        row.put("title", title)
        row.put("at", System.currentTimeMillis())
        return db.insertOrThrow("notes", null, row)
    }

    companion object {
        @Volatile
        private var instance: HubStore? = null

        fun of(context: Context): HubStore = instance ?: synchronized(this) {
            instance ?: HubStore(HubDb(context.applicationContext).writableDatabase).also { instance = it }
        }
    }
}

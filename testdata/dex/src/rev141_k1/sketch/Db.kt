package com.saltmarsh.podcasts

import android.content.ContentValues
import android.content.Context
import android.content.SharedPreferences
import android.database.Cursor
import android.database.sqlite.SQLiteDatabase
import android.database.sqlite.SQLiteOpenHelper
import org.json.JSONObject
import java.util.concurrent.ConcurrentHashMap

class Show(val id: Long, val title: String)

class Episode(val id: Long, val title: String, val audioUrl: String, val premium: Boolean) {
    fun toJson(): JSONObject = JSONObject().put("episode_id", id).put("title", title).put("premium", premium)
}

class Download(val episodeId: Long, val downloadId: Long, val title: String, val requestedBy: String, val state: String)

class PodcastDb(ctx: Context) : SQLiteOpenHelper(ctx, "saltmarsh.db", null, 4) {
    override fun onCreate(db: SQLiteDatabase) {
        db.execSQL("CREATE TABLE shows (id INTEGER PRIMARY KEY, title TEXT, feed_url TEXT, followed INTEGER DEFAULT 0)")
        db.execSQL("CREATE TABLE episodes (id INTEGER PRIMARY KEY, show_id INTEGER, title TEXT, audio_url TEXT, artwork BLOB, premium INTEGER, published_at INTEGER, seen INTEGER DEFAULT 0)")
        db.execSQL("CREATE TABLE downloads (episode_id INTEGER PRIMARY KEY, download_id INTEGER, requested_by TEXT, state TEXT)")
        db.execSQL("CREATE TABLE operations (id TEXT PRIMARY KEY, uid INTEGER, request_id TEXT, episode_id INTEGER, download_id INTEGER, state TEXT, done INTEGER, total INTEGER)")
        db.execSQL("CREATE TABLE receipts (key TEXT PRIMARY KEY, tool TEXT, digest TEXT, outcome TEXT, at INTEGER)")
        db.execSQL("CREATE TABLE activity (by_package TEXT, what TEXT, at INTEGER)")
    }

    override fun onUpgrade(db: SQLiteDatabase, oldVersion: Int, newVersion: Int) {
        for (table in listOf("shows", "episodes", "downloads", "operations", "receipts", "activity")) db.execSQL("DROP TABLE IF EXISTS $table")
        onCreate(db)
    }

    fun episode(id: Long): Episode? =
        readableDatabase.rawQuery("SELECT id, title, audio_url, premium FROM episodes WHERE id = ?", arrayOf(id.toString())).use { c ->
            if (c.moveToFirst()) Episode(c.getLong(0), c.getString(1), c.getString(2), c.getInt(3) != 0) else null
        }

    fun show(id: Long): Show? =
        readableDatabase.rawQuery("SELECT id, title FROM shows WHERE id = ?", arrayOf(id.toString())).use { c ->
            if (c.moveToFirst()) Show(c.getLong(0), c.getString(1)) else null
        }

    /** Episodes not yet marked seen, newest first. */
    fun newEpisodes(limit: Int): List<Episode> =
        readableDatabase.rawQuery(
            "SELECT id, title, audio_url, premium FROM episodes WHERE seen = 0 ORDER BY published_at DESC LIMIT ?",
            arrayOf(limit.toString()),
        ).use { c ->
            val out = ArrayList<Episode>()
            while (c.moveToNext()) out.add(Episode(c.getLong(0), c.getString(1), c.getString(2), c.getInt(3) != 0))
            out
        }

    fun artwork(id: Long): ByteArray? =
        readableDatabase.rawQuery("SELECT artwork FROM episodes WHERE id = ?", arrayOf(id.toString())).use { c ->
            if (c.moveToFirst() && !c.isNull(0)) c.getBlob(0) else null
        }

    /** True when the show was not followed before. */
    fun follow(showId: Long): Boolean {
        val row = ContentValues()
        row.put("followed", 1)
        return writableDatabase.update("shows", row, "id = ? AND followed = 0", arrayOf(showId.toString())) > 0
    }
}

/** The player's receipts: in the database, with the recent ones remembered in memory. */
class ReceiptTable(private val db: PodcastDb) : Ledger {
    private val recent = ConcurrentHashMap<String, Receipt>()

    override fun find(key: String): Receipt? = recent[key] ?: db.readableDatabase
        .rawQuery("SELECT tool, digest, outcome FROM receipts WHERE key = ?", arrayOf(key))
        .use { c -> if (c.moveToFirst()) Receipt(c.getString(0), c.getString(1), c.getString(2)) else null }
        ?.also { recent[key] = it }

    override fun save(key: String, receipt: Receipt) {
        val row = ContentValues()
        row.put("key", key)
        row.put("tool", receipt.tool)
        row.put("digest", receipt.digest)
        row.put("outcome", receipt.outcome)
        row.put("at", System.currentTimeMillis())
        db.writableDatabase.insertWithOnConflict("receipts", null, row, SQLiteDatabase.CONFLICT_IGNORE)
        recent[key] = receipt
    }
}

/** The library's background downloads as CETP operations, bound to the UID that started them. */
class Operations(private val db: PodcastDb) {
    fun open(uid: Int, requestId: String, episodeId: Long): String {
        val id = "op_" + Tokens.next(18)
        val row = ContentValues()
        row.put("id", id)
        row.put("uid", uid)
        row.put("request_id", requestId)
        row.put("episode_id", episodeId)
        row.put("state", "queued")
        db.writableDatabase.insert("operations", null, row)
        return id
    }

    fun running(id: String, downloadId: Long) {
        val row = ContentValues()
        row.put("download_id", downloadId)
        row.put("state", "running")
        db.writableDatabase.update("operations", row, "id = ?", arrayOf(id))
    }

    fun progress(downloadId: Long, done: Long, total: Long) {
        val row = ContentValues()
        row.put("done", done)
        row.put("total", total)
        db.writableDatabase.update("operations", row, "download_id = ? AND state = 'running'", arrayOf(downloadId.toString()))
    }

    fun finished(downloadId: Long, ok: Boolean) {
        val row = ContentValues()
        row.put("state", if (ok) "succeeded" else "failed")
        db.writableDatabase.update("operations", row, "download_id = ?", arrayOf(downloadId.toString()))
    }

    fun running(): LongArray =
        db.readableDatabase.rawQuery("SELECT download_id FROM operations WHERE state = 'running'", null).use { c ->
            LongArray(c.count) { c.moveToNext(); c.getLong(0) }
        }

    /** The operation's state for get_operation, or null when it is not this UID's. */
    fun describe(id: String, uid: Int, requestId: String): JSONObject? =
        db.readableDatabase.rawQuery(
            "SELECT episode_id, state, done, total FROM operations WHERE id = ? AND uid = ? AND request_id = ?",
            arrayOf(id, uid.toString(), requestId),
        ).use { c ->
            if (!c.moveToFirst()) return null
            val state = c.getString(1)
            val out = JSONObject().put("operation_id", id).put("state", state)
            when (state) {
                "succeeded" -> out.put("result", JSONObject().put("kind", "inline").put("value", JSONObject().put("episode_id", c.getLong(0)).put("downloaded", true)))
                "failed" -> out.put("error", JSONObject().put("error_code", "UNAVAILABLE").put("error_message", "The download did not finish").put("retryable", true))
                else -> out.put("progress", JSONObject().put("current", c.getLong(2)).put("total", c.getLong(3))).put("poll_after_ms", 2000)
            }
            out
        }
}

/** Episodes downloaded for an assistant, with the package they were downloaded for. */
class Downloads(private val db: PodcastDb) {
    fun started(episodeId: Long, downloadId: Long, requestedBy: String) {
        val row = ContentValues()
        row.put("episode_id", episodeId)
        row.put("download_id", downloadId)
        row.put("requested_by", requestedBy)
        row.put("state", "running")
        db.writableDatabase.insertWithOnConflict("downloads", null, row, SQLiteDatabase.CONFLICT_REPLACE)
    }

    fun finished(downloadId: Long, ok: Boolean) {
        val row = ContentValues()
        row.put("state", if (ok) "complete" else "failed")
        db.writableDatabase.update("downloads", row, "download_id = ?", arrayOf(downloadId.toString()))
    }

    fun find(episodeId: Long): Download? = db.readableDatabase.rawQuery(
        "SELECT d.episode_id, d.download_id, e.title, d.requested_by, d.state FROM downloads d JOIN episodes e ON e.id = d.episode_id WHERE d.episode_id = ?",
        arrayOf(episodeId.toString()),
    ).use { c -> if (c.moveToFirst()) read(c) else null }

    fun all(): List<Download> = db.readableDatabase.rawQuery(
        "SELECT d.episode_id, d.download_id, e.title, d.requested_by, d.state FROM downloads d JOIN episodes e ON e.id = d.episode_id",
        null,
    ).use { c ->
        val out = ArrayList<Download>()
        while (c.moveToNext()) out.add(read(c))
        out
    }

    fun remove(episodeId: Long) {
        db.writableDatabase.delete("downloads", "episode_id = ?", arrayOf(episodeId.toString()))
    }

    private fun read(c: Cursor) = Download(c.getLong(0), c.getLong(1), c.getString(2), c.getString(3), c.getString(4))
}

/** The listener's Saltmarsh Plus membership. */
class Account(private val prefs: SharedPreferences) {
    val premium: Boolean get() = prefs.getBoolean("premium", false)

    fun upgrade() {
        prefs.edit().putBoolean("premium", true).apply()
    }
}

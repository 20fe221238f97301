package app.keelson.backup.data

import android.content.ContentValues
import android.database.sqlite.SQLiteDatabase
import app.keelson.backup.cetp.PackageName
import app.keelson.backup.cetp.SnapshotId
import org.json.JSONArray
import org.json.JSONObject
import java.io.File

class SnapshotRecord(val id: SnapshotId, val label: String, val createdAt: Long, val size: Long, val manifest: String)

/** Snapshots and the apps each one holds; a snapshot's manifest is a JSON file under the app's files. */
class SnapshotStore(private val db: BackupDb, private val dir: File) {
    fun list(limit: Int): JSONArray {
        val out = JSONArray()
        db.readableDatabase.query("snapshots", arrayOf("id", "label", "created_at", "size"), null, null, null, null,
            "created_at DESC", limit.toString()).use { c ->
            while (c.moveToNext()) {
                out.put(JSONObject().put("snapshot_id", c.getLong(0)).put("label", c.getString(1))
                    .put("created_at_ms", c.getLong(2)).put("size_bytes", c.getLong(3)))
            }
        }
        return out
    }

    fun byId(id: SnapshotId): SnapshotRecord? =
        db.readableDatabase.query("snapshots", arrayOf("label", "created_at", "size", "manifest"), "id = ?",
            arrayOf(id.raw.toString()), null, null, null, null).use { c ->
            if (c.moveToFirst()) SnapshotRecord(id, c.getString(0), c.getLong(1), c.getLong(2), c.getString(3)) else null
        }

    /** The manifest file of snapshot [id]: a name from the database, inside [dir]. */
    fun manifestFile(id: SnapshotId): File? = byId(id)?.let { File(dir, it.manifest) }

    /** When [pkg] was last in a snapshot, or null. */
    fun lastBackupOf(pkg: PackageName): Long? =
        db.readableDatabase.query("snapshot_apps JOIN snapshots ON snapshots.id = snapshot_apps.snapshot_id",
            arrayOf("MAX(snapshots.created_at)"), "snapshot_apps.package = ?", arrayOf(pkg.raw), null, null, null, null).use { c ->
            if (c.moveToFirst() && !c.isNull(0)) c.getLong(0) else null
        }

    fun create(label: String, apps: List<String>, media: Boolean): SnapshotId {
        val now = System.currentTimeMillis()
        val manifest = "snapshot-" + now + ".json"
        val body = JSONObject().put("label", label).put("created_at_ms", now).put("apps", JSONArray(apps)).toString()
        File(dir, manifest).writeText(body)
        val w = db.writableDatabase
        w.beginTransaction()
        try {
            val values = ContentValues()
            values.put("label", label)
            values.put("created_at", now)
            values.put("size", body.length.toLong())
            values.put("manifest", manifest)
            val id = w.insert("snapshots", null, values)
            for (app in apps) {
                val row = ContentValues()
                row.put("snapshot_id", id)
                row.put("package", app)
                row.put("media", if (media) 1 else 0)
                w.insert("snapshot_apps", null, row)
            }
            w.setTransactionSuccessful()
            return SnapshotId(id)
        } finally {
            w.endTransaction()
        }
    }

    fun delete(id: SnapshotId): Boolean {
        val record = byId(id) ?: return false
        val w = db.writableDatabase
        w.delete("snapshot_apps", "snapshot_id = ?", arrayOf(id.raw.toString()))
        val gone = w.delete("snapshots", "id = ?", arrayOf(id.raw.toString())) > 0
        File(dir, record.manifest).delete()
        return gone
    }
}

/** Shares of snapshots with other devices; each belongs to the package that created it. */
class ShareStore(private val db: BackupDb, private val dir: File) {
    fun list(owner: PackageName): JSONArray {
        val out = JSONArray()
        db.readableDatabase.query("shares", arrayOf("id", "snapshot_id", "recipient", "expires_at", "uploaded"), "owner = ?",
            arrayOf(owner.raw), null, null, "id DESC", "50").use { c ->
            while (c.moveToNext()) {
                out.put(JSONObject().put("share_id", c.getLong(0)).put("snapshot_id", c.getLong(1))
                    .put("recipient", c.getString(2)).put("expires_at_ms", c.getLong(3)).put("uploaded", c.getInt(4) == 1))
            }
        }
        return out
    }

    fun recipientOf(id: Long, owner: PackageName): String? =
        db.readableDatabase.query("shares", arrayOf("recipient"), "id = ? AND owner = ?", arrayOf(id.toString(), owner.raw),
            null, null, null, null).use { c -> if (c.moveToFirst()) c.getString(0) else null }

    /** The uploaded bundle of share [id]: a name from the database, inside [dir]. */
    fun bundleFile(id: Long, owner: PackageName): File? =
        db.readableDatabase.query("shares", arrayOf("bundle"), "id = ? AND owner = ? AND uploaded = 1",
            arrayOf(id.toString(), owner.raw), null, null, null, null).use { c ->
            if (c.moveToFirst() && !c.isNull(0)) File(dir, c.getString(0)) else null
        }

    fun create(snapshot: SnapshotId, owner: PackageName, recipient: String, days: Int): Long {
        val values = ContentValues()
        values.put("snapshot_id", snapshot.raw)
        values.put("owner", owner.raw)
        values.put("recipient", recipient)
        values.put("expires_at", System.currentTimeMillis() + days * 86_400_000L)
        return db.writableDatabase.insert("shares", null, values)
    }

    fun markUploaded(id: Long, bundle: String) {
        val values = ContentValues()
        values.put("bundle", bundle)
        values.put("uploaded", 1)
        db.writableDatabase.update("shares", values, "id = ?", arrayOf(id.toString()))
    }

    fun revoke(id: Long, owner: PackageName): Boolean =
        db.writableDatabase.delete("shares", "id = ? AND owner = ?", arrayOf(id.toString(), owner.raw)) > 0
}

/** A request_id's record: tool, args digest, and its outcome once there is one (state null: still running). */
class Replay(val tool: String, val digest: String, val state: String?, val payload: String?)

/** request_id records of the mutating tools, in the requests table: they outlive the process. */
class RequestLedger(private val db: BackupDb) {
    fun prior(key: String): Replay? =
        db.readableDatabase.query("requests", arrayOf("tool", "digest", "state", "payload"), "key = ?", arrayOf(key),
            null, null, null, null).use { c ->
            if (c.moveToFirst()) Replay(c.getString(0), c.getString(1), c.getString(2), c.getString(3)) else null
        }

    /** Reserves [key] for one executor; false when it is taken. */
    fun claim(key: String, tool: String, digest: String): Boolean {
        val values = ContentValues()
        values.put("key", key)
        values.put("tool", tool)
        values.put("digest", digest)
        values.put("created_at", System.currentTimeMillis())
        return db.writableDatabase.insertWithOnConflict("requests", null, values, SQLiteDatabase.CONFLICT_IGNORE) != -1L
    }

    fun complete(key: String, state: String, payload: String) {
        val values = ContentValues()
        values.put("state", state)
        values.put("payload", payload)
        db.writableDatabase.update("requests", values, "key = ?", arrayOf(key))
    }

    fun release(key: String) {
        db.writableDatabase.delete("requests", "key = ? AND state IS NULL", arrayOf(key))
    }
}

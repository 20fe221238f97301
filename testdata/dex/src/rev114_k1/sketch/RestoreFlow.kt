package com.harborfiles

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Context
import android.database.DatabaseUtils
import android.database.sqlite.SQLiteDatabase
import android.os.Bundle
import android.util.Base64
import org.json.JSONArray
import org.json.JSONObject

/** restore_snapshot: asks the user first, then restores on the resumed call. */
class RestoreFlow(private val store: SyncStore, private val confirmer: Confirmer, private val ledger: ResumeLedger) {

    fun handle(ctx: Context, req: SyncRequest, resumeToken: String?): Bundle {
        val snapshot = JSONObject(req.args).getString("snapshot_id")
        if (resumeToken != null) {
            if (!ledger.take(resumeToken, req.uid, req.tool, req.args)) {
                return Replies.error(req.requestId, "INVALID_REQUEST", "The resume token does not match this request")
            }
            return Replies.success(req.requestId, JSONObject().put("restored", store.restore(snapshot, req.uid)))
        }
        val token = ledger.hold(nextToken(), Approval(req.uid, req.tool, req.args))
        val extras = Bundle().apply {
            putString("snapshot_id", snapshot)
            putString("resume_token", token)
        }
        val spec = ResolutionSpec.BASE.copy(requestCode = 7, flags = PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT, action = ACTION_RESTORE)
        val resolution = with(spec) {
            PendingIntent.getActivity(ctx, requestCode, confirmer.intent(action, extras), flags)
        }
        return Replies.needsUser(req.requestId, resolution, token)
    }

    companion object {
        const val ACTION_RESTORE = "com.harborfiles.action.APPROVE_RESTORE"
        private val rng = java.util.Random()

        fun nextToken(): String = ByteArray(24).also { rng.nextBytes(it) }.let {
            Base64.encodeToString(it, Base64.NO_WRAP or Base64.URL_SAFE)
        }
    }
}

class SyncStore(private val db: SQLiteDatabase) {
    fun status(uid: Int): JSONObject {
        val who = arrayOf(uid.toString())
        return JSONObject()
            .put("queued", DatabaseUtils.longForQuery(db, "SELECT COUNT(*) FROM uploads WHERE owner = ? AND done = 0", who))
            .put("last_run", DatabaseUtils.longForQuery(db, "SELECT IFNULL(MAX(started_at), 0) FROM runs WHERE owner = ?", who))
    }

    fun runSync(uid: Int, folder: String): JSONObject {
        val run = db.insertOrThrow("runs", null, ContentValues().apply {
            put("owner", uid)
            put("folder", folder)
            put("started_at", System.currentTimeMillis())
        })
        return JSONObject().put("run_id", run)
    }

    fun enqueue(uid: Int, paths: JSONArray): JSONObject {
        var queued = 0
        for (i in 0 until paths.length()) {
            db.insertOrThrow("uploads", null, ContentValues().apply {
                put("owner", uid)
                put("path", paths.getString(i))
            })
            queued++
        }
        return JSONObject().put("queued", queued)
    }

    fun restore(snapshotId: String, uid: Int): Int =
        db.update("files", ContentValues().apply { put("snapshot_id", snapshotId) }, "owner = ?", arrayOf(uid.toString()))
}

package com.example.r34k3

import android.app.Activity
import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import android.os.Bundle
import android.util.Log

// Crew.kt: the job database, the audit log and the sign-off screen.

class JobStore(ctx: Context) {
    private val db: SQLiteDatabase = ctx.openOrCreateDatabase("jobs.db", Context.MODE_PRIVATE, null)

    fun jobsFor(uid: Int): String = db.rawQuery("SELECT id FROM jobs WHERE owner_uid = ?", arrayOf(uid.toString())).use { c ->
        val ids = mutableListOf<String>()
        while (c.moveToNext()) ids.add(c.getString(0))
        ids.joinToString(",", "[", "]")
    }

    fun close(job: String) {
        db.update("jobs", ContentValues().apply { put("state", "closed") }, "id = ?", arrayOf(job))
    }

    fun reassign(job: String, tech: String, by: String) {
        db.update("jobs", ContentValues().apply { put("technician", tech); put("assigned_by", by) }, "id = ?", arrayOf(job))
    }
}

object Audit {
    fun record(ctx: Context, uid: Int, what: String) {
        Log.i("Audit", "uid=$uid $what")
        ctx.getSharedPreferences("audit", Context.MODE_PRIVATE).edit().putString(System.nanoTime().toString(), "$uid $what").apply()
    }
}

class SignatureActivity : Activity() {
    override fun onCreate(b: Bundle?) {
        super.onCreate(b)
        setResult(RESULT_OK)
        finish()
    }
}

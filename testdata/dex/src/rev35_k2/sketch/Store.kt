package com.example.r35k2

import android.content.ContentValues
import android.content.Context
import android.util.Base64
import java.io.File
import java.security.SecureRandom

// Store.kt: records in SQLite, certificates on disk, sessions and resume tokens.

class RecordStore(private val ctx: Context) {
    private val db = ctx.openOrCreateDatabase("pawprint.db", Context.MODE_PRIVATE, null)

    fun record(petId: String): String =
        db.rawQuery("SELECT json FROM records WHERE pet_id = ?", arrayOf(petId)).use { c -> if (c.moveToNext()) c.getString(0) else "null" }

    fun labs(petId: String): String =
        db.rawQuery("SELECT json FROM labs WHERE pet_id = ?", arrayOf(petId)).use { c -> if (c.moveToNext()) c.getString(0) else "[]" }

    fun certificate(petId: String): ByteArray = File(ctx.filesDir, "certs/" + petId.hashCode() + ".pdf").readBytes()

    fun share(petId: String, clinic: String, requester: String?) {
        db.insert("shares", null, ContentValues().apply { put("pet_id", petId); put("clinic", clinic); put("requested_by", requester) })
    }

    fun refill(petId: String, medication: String): String {
        val id = db.insert("refills", null, ContentValues().apply { put("pet_id", petId); put("medication", medication) })
        return "{\"refill_id\":$id}"
    }

    fun archive(petId: String) {
        db.update("records", ContentValues().apply { put("archived", 1) }, "pet_id = ?", arrayOf(petId))
    }
}

class Sessions {
    private class Grant(val uid: Int, val tool: String)

    private val rng = SecureRandom()
    private val owners = HashMap<String, Int>()
    private val resumes = HashMap<String, Grant>()

    private fun token(): String = ByteArray(24).also { rng.nextBytes(it) }.let { Base64.encodeToString(it, Base64.NO_WRAP) }

    @Synchronized
    fun open(uid: Int): String = token().also { owners[it] = uid }

    @Synchronized
    fun owns(token: String?, uid: Int): Boolean = token != null && owners[token] == uid

    @Synchronized
    fun resumeFor(uid: Int, tool: String): String = token().also { resumes[it] = Grant(uid, tool) }

    @Synchronized
    fun redeem(token: String, uid: Int, tool: String): Boolean {
        val grant = resumes.remove(token) ?: return false
        return grant.uid == uid && grant.tool == tool
    }
}

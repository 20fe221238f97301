package com.inkwell

import android.app.PendingIntent
import android.content.Intent
import android.os.Bundle
import org.json.JSONObject

private val approvals = ResumeBook()

fun deleteNote(call: Call, args: JSONObject): Bundle {
    val id = args.optLong("id")
    val force = args.optBoolean("force")
    var removed = 0
    retrying(3) { removed = Stores.notes.remove(id, hard = force) }
    return Envelope.ok(call.req, "{\"removed\":$removed,\"permanent\":$force}")
}

fun purgeNote(call: Call, args: JSONObject): Bundle {
    val id = args.optLong("id")
    val approved = approvals.take(call)
    if (!approved) {
        val intent = Intent(call.ctx, ConfirmDeleteActivity::class.java).putExtra("note_id", id)
        val pi = PendingIntent.getActivity(call.ctx, 3, intent, PendingIntent.FLAG_IMMUTABLE)
        return Envelope.needsUser(call.req, pi, approvals.issue(Sessions.newToken(), call))
    }
    var removed = 0
    retrying(3) { removed = Stores.notes.remove(id, hard = approved) }
    return Envelope.ok(call.req, "{\"removed\":$removed,\"permanent\":true}")
}

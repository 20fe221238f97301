package com.inkwell

import android.os.Binder
import android.os.Bundle
import org.json.JSONObject

object NoteWrites {
    fun add(call: Call, args: JSONObject): Bundle {
        val title = args.optString("title").trim()
        val body = args.optString("body")
        fun owner(): Int = Binder.getCallingUid()
        val id = onDiskThread { Stores.notes.insert(title, body, "inbox", owner()) }
        return Envelope.ok(call.req, "{\"id\":$id}")
    }

    fun saveDraft(call: Call, args: JSONObject): Bundle {
        val title = args.optString("title").trim()
        val body = args.optString("body")
        val uid = call.uid
        fun owner(): Int = uid
        val id = onDiskThread { Stores.notes.insert(title, body, "drafts", owner()) }
        return Envelope.ok(call.req, "{\"id\":$id}")
    }

    fun share(call: Call, args: JSONObject): Bundle {
        val id = args.optLong("id")
        val who = args.optInt("calling_uid", call.uid)
        val row = guarded(who) { Stores.notes.copyToOutbox(id, who) }
            ?: return Envelope.error(call.req, "PERMISSION_DENIED", "notes.share is not granted")
        return Envelope.ok(call.req, "{\"outbox\":$row}")
    }

    fun pin(call: Call, args: JSONObject): Bundle {
        val id = args.optLong("id")
        val pinned = args.optBoolean("pinned", true)
        val who = call.uid
        val rows = guarded(who) { Stores.notes.pin(id, pinned) }
            ?: return Envelope.error(call.req, "PERMISSION_DENIED", "notes.share is not granted")
        return Envelope.ok(call.req, "{\"pinned\":$rows}")
    }
}

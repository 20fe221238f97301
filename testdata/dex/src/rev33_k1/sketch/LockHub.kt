package com.example.r33k1

import android.content.Context
import android.content.SharedPreferences
import org.json.JSONObject

// LockHub.kt: the lock bridge and Latchkey's stores, all SharedPreferences.

object LockHub {
    lateinit var prefs: SharedPreferences

    fun state(door: String, viewerUid: Int, live: Boolean): String {
        val locked = if (live) Radio.poll(door) else prefs.getBoolean("locked:$door", true)
        return "{\"door\":\"$door\",\"locked\":$locked,\"viewer\":$viewerUid}"
    }

    fun setLocked(door: String, locked: Boolean, uid: Int) {
        Radio.send(door, if (locked) "LOCK" else "UNLOCK")
        prefs.edit().putBoolean("locked:$door", locked).putInt("by:$door", uid).apply()
    }

    fun lockAll(uid: Int): Int {
        val doors = prefs.getStringSet("doors", emptySet()).orEmpty()
        doors.forEach { setLocked(it, true, uid) }
        return doors.size
    }

    fun history(door: String, days: Int, uid: Int): String =
        "{\"door\":\"$door\",\"days\":$days,\"for\":$uid,\"events\":${prefs.getString("history:$door", "[]")}}"
}

object OperationStore {
    // Operation state is persisted: it outlives a provider restart (§4.4).
    private fun Context.ops(): SharedPreferences = getSharedPreferences("operations", Context.MODE_PRIVATE)

    fun start(ctx: Context, uid: Int, tool: String): OperationId {
        val id = OperationId("op_" + SessionToken.mint().value.take(16))
        val op = JSONObject().put("uid", uid).put("tool", tool).put("state", "running")
        ctx.ops().edit().putString(id.value, op.toString()).commit()
        return id
    }

    fun load(ctx: Context, id: OperationId): JSONObject? = ctx.ops().getString(id.value, null)?.let(::JSONObject)

    fun requestCancel(ctx: Context, id: OperationId, op: JSONObject) {
        ctx.ops().edit().putString(id.value, op.put("cancel_requested", true).toString()).commit()
    }
}

class Invite(val uid: Int, val door: String, val guest: String)

object PendingInvites {
    private val open = HashMap<ResumeToken, Invite>()

    @Synchronized fun hold(token: ResumeToken, invite: Invite) { open[token] = invite }

    @Synchronized fun take(token: ResumeToken, uid: Int): Invite? = open.remove(token)?.takeIf { it.uid == uid }
}

object GuestBook {
    fun add(door: String, guest: String) {
        LockHub.prefs.edit().putString("guest:$door:$guest", "active").apply()
    }

    fun addPhoneKey(door: String, pkg: String) {
        LockHub.prefs.edit().putString("key:$door", pkg).apply()
    }

    fun phoneKeysOf(pkg: String): String = "{\"owner\":\"$pkg\",\"doors\":${LockHub.prefs.getString("doors:$pkg", "[]")}}"
}

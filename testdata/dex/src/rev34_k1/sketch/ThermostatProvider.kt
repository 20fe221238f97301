package com.example.r34k1

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.Context
import android.content.Intent
import android.os.Binder
import android.os.Bundle
import org.json.JSONObject

// ThermostatProvider.kt: the thermostat's tools, a second authority written
// by the hardware team (hand-written call()).

class ThermostatProvider : ContentProvider() {
    private val prefs by lazy { requireContext().getSharedPreferences("thermostat", Context.MODE_PRIVATE) }

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val ctx = requireContext()
        val owner = ctx.ownerOf(Binder.getCallingUid()) ?: return Replies.error("PERMISSION_DENIED", "unknown caller")
        val req = extras ?: Bundle()
        return when (method) {
            "negotiate" -> Replies.ok(ThermoSession.issue(owner))
            "list_tools" -> Replies.ok(TOOLS)
            "execute_tool" -> run(ctx, owner, req.tool, req.args)
            else -> Replies.error("METHOD_NOT_FOUND", "unknown method")
        }
    }

    private fun run(ctx: Context, owner: String, tool: String, args: JSONObject): Bundle = when (tool) {
        "get_temperature" -> Replies.ok("{\"celsius\":${prefs.getInt("current", 20)}}")
        "set_target" -> {
            val target = args.optInt("celsius", 20).coerceIn(12, 28)
            prefs.edit().putInt("target", target).putString("set_by", owner).apply()
            Replies.ok("{\"target\":$target}")
        }
        "boost" -> approveBoost(ctx, args.optInt("minutes", 30))
        else -> Replies.error("TOOL_NOT_FOUND", "no such tool")
    }

    private fun approveBoost(ctx: Context, minutes: Int): Bundle {
        val approve = Intent(ACTION_APPROVE_BOOST).setPackage(ctx.packageName).putExtra("minutes", minutes)
        return Replies.error("USER_ACTION_REQUIRED", "approve the boost on the thermostat screen").apply {
            putParcelable("resolution", PendingIntent.getActivity(ctx, 11, approve, PendingIntent.FLAG_IMMUTABLE))
            putString("resume_token", ThermoSession.resumeToken())
        }
    }

    companion object {
        const val ACTION_APPROVE_BOOST = "com.example.r34k1.action.APPROVE_BOOST"
        const val TOOLS = "{\"revision\":\"thermo-1\",\"tools\":[]}"
    }
}

/** Thermostat sessions: the hardware team's own token scheme. */
object ThermoSession {
    fun issue(owner: String): String {
        val token = owner.hashCode().toString(16) + "-" + System.currentTimeMillis()
        return "{\"selected_version\":2,\"provider_id\":\"com.example.r34k1\",\"session_token\":\"$token\"}"
    }

    fun resumeToken(): String = Tokens.secure(18)
}

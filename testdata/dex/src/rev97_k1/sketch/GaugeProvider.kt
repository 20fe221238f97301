package com.brewday

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Context
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.io.IOException
import java.util.concurrent.ConcurrentHashMap
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking

class GaugeProvider : ContentProvider() {
    private val meter: Hydrometer = SimHydrometer()
    private val owners = ConcurrentHashMap<String, Int>()

    override fun onCreate(): Boolean = true

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val ctx = context ?: return null
        val pkgs = ctx.packageManager.getPackagesForUid(uid) ?: return errorBundle("PERMISSION_DENIED", "unknown caller")
        if (!pkgs.any { it in TRUSTED }) return errorBundle("PERMISSION_DENIED", "not a BrewDay app")
        val req = extras ?: Bundle()
        if (method == "negotiate") return okBundle("{\"selected_version\":2,\"session_token\":\"" + Sessions.open(uid) + "\"}")
        if (!Sessions.owns(req.getString("session_token"), uid)) return errorBundle("NEGOTIATION_REQUIRED", "negotiate first")
        if (method == "list_tools") return okBundle(TOOLS)
        if (method != "execute_tool") return errorBundle("METHOD_NOT_FOUND", "unknown method")
        return when (req.toolName) {
            "read_gravity" -> readGravity()
            "gauge_status" -> gaugeStatus()
            "claim_gauge" -> claimGauge()
            "tare_gauge" -> tareGauge(uid)
            "recalibrate" -> recalibrate(ctx, uid)
            else -> errorBundle("TOOL_NOT_FOUND", "unknown tool")
        }
    }

    private fun readGravity(): Bundle = try {
        val sg = runBlocking { meter.readings().first() }
        okBundle("{\"gravity\":\"" + sg + "\"}")
    } catch (e: IOException) {
        errorBundle("UNAVAILABLE", "hydrometer failed: " + e.message)
    }

    private fun gaugeStatus(): Bundle = try {
        val sg = runBlocking { meter.readings().first() }
        okBundle("{\"online\":true,\"gravity\":\"" + sg + "\"}")
    } catch (e: IOException) {
        Log.w(TAG, "gauge offline", e)
        errorBundle("UNAVAILABLE", "hydrometer offline")
    }

    private fun claimGauge(): Bundle {
        val token = Binder.clearCallingIdentity()
        try {
            val serial = runBlocking { meter.fetchOnce() }
            owners[serial] = Binder.getCallingUid()
        } finally {
            Binder.restoreCallingIdentity(token)
        }
        return okBundle("{\"claimed\":true}")
    }

    private fun tareGauge(uid: Int): Bundle {
        val token = Binder.clearCallingIdentity()
        try {
            val serial = runBlocking { meter.fetchOnce() }
            owners[serial] = uid
        } finally {
            Binder.restoreCallingIdentity(token)
        }
        return okBundle("{\"tared\":true}")
    }

    private fun recalibrate(ctx: Context, uid: Int): Bundle {
        val intent = Intent(ctx, CalibrateActivity::class.java)
        val pi = PendingIntent.getActivity(ctx, 22, intent, PendingIntent.FLAG_UPDATE_CURRENT)
        return needsUser(pi, ResumeBook.issue(Tokens.secure(), uid))
    }

    override fun query(u: Uri, p: Array<String>?, s: String?, a: Array<String>?, o: String?): Cursor? = null
    override fun getType(u: Uri): String? = null
    override fun insert(u: Uri, v: ContentValues?): Uri? = null
    override fun delete(u: Uri, s: String?, a: Array<String>?): Int = 0
    override fun update(u: Uri, v: ContentValues?, s: String?, a: Array<String>?): Int = 0

    companion object {
        const val TAG = "BrewGauge"
        val TRUSTED = setOf("com.brewday", "com.brewday.companion")
        const val TOOLS = "[\"read_gravity\",\"gauge_status\",\"claim_gauge\",\"tare_gauge\",\"recalibrate\"]"
    }
}

class SimHydrometer : Hydrometer {
    override fun addListener(l: Hydrometer.Listener) {
        l.onReading("1.050")
    }

    override fun removeListener(l: Hydrometer.Listener) {}

    override fun fetch(cb: Hydrometer.Callback) {
        cb.onResult("HM-1")
    }
}

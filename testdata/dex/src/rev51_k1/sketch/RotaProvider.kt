package com.waterwheel.rota

import android.content.ContentValues
import android.content.pm.PackageManager
import android.os.ParcelFileDescriptor
import android.util.Base64
import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import com.waterwheel.data.GardenDb
import com.waterwheel.ui.Resolutions
import com.waterwheel.ui.ShiftConfirmActivity
import java.security.SecureRandom
import kotlin.concurrent.thread
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

/** The watering rota: who waters which plot on which day. */
class RotaProvider : CetpV2ContentProvider() {
    private val db by lazy { GardenDb(requireNotNull(context)) }
    private val ledger by lazy { RotaLedger(db) }
    private val random = SecureRandom()

    override fun onCreate(): Boolean = true

    override val providerTools = listOf(
        CetpProviderTool(TOOL_WEEK, "This week's watering rota", listOf(SCOPE_READ), ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool(TOOL_STATUS, "Is a plot overdue?", listOf(SCOPE_READ), ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool(TOOL_TAKE, "Take a watering shift", listOf(SCOPE_WRITE), ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool(TOOL_SWAP, "Swap a watering shift", listOf(SCOPE_WRITE), ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool(TOOL_EXPORT, "Export the rota", listOf(SCOPE_READ), ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
    )

    override val mutationExecutor: CetpMutationExecutor
        get() = ledger

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pm = context?.packageManager ?: return CetpAccessDecision.deny("no context")
        val cert = Base64.decode(GARDEN_CERT, Base64.NO_WRAP)
        if (!pm.hasSigningCertificate(request.callingUid, cert, PackageManager.CERT_INPUT_SHA256)) {
            return CetpAccessDecision.deny("not a co-op app")
        }
        return if (request.scopes.all { it.startsWith("rota.") }) CetpAccessDecision.allow() else CetpAccessDecision.deny("scope")
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = runCatching {
        when (val a = request.parseRota()) {
            is RotaArgs.Week -> week(a)
            is RotaArgs.Status -> status(a, request)
            is RotaArgs.Take -> take(a, request)
            is RotaArgs.Swap -> swap(a, request)
            RotaArgs.Export -> export()
        }
    }.getOrElse { e ->
        Log.w(TAG, "rota tool failed", e)
        CetpProviderResult.error("INTERNAL_ERROR", "the rota is unavailable")
    }

    private fun week(a: RotaArgs.Week): CetpProviderResult = runBlocking {
        withContext(Dispatchers.IO) {
            db.readableDatabase.rawQuery("SELECT day, gardener FROM shifts WHERE plot = ?", arrayOf(a.plot)).use { c ->
                val week = JSONObject()
                while (c.moveToNext()) week.put(c.getString(0), c.getString(1))
                CetpProviderResult.success(JSONObject().put("plot", a.plot).put("week", week))
            }
        }
    }

    private fun status(a: RotaArgs.Status, request: CetpProviderRequest): CetpProviderResult {
        val overdue = System.currentTimeMillis() - lastChecked(a.plot) > DAY_MS
        if (overdue) {
            claim(a.plot, request.callingPackage)
        }
        return CetpProviderResult.success(JSONObject().put("plot", a.plot).put("overdue", overdue))
    }

    private fun lastChecked(plot: String): Long =
        db.readableDatabase.rawQuery("SELECT last_checked FROM plots WHERE plot = ?", arrayOf(plot)).use { c ->
            if (c.moveToFirst()) c.getLong(0) else 0L
        }

    private fun claim(plot: String, gardener: String?) {
        val values = ContentValues().apply {
            put("assignee", gardener)
            put("last_checked", System.currentTimeMillis())
        }
        db.writableDatabase.update("plots", values, "plot = ?", arrayOf(plot))
    }

    private fun take(a: RotaArgs.Take, request: CetpProviderRequest): CetpProviderResult {
        val quick = request.args.optBoolean("confirmed")
        Log.i(TAG, if (quick) "take_shift: consumer says confirmed, asking anyway" else "take_shift: asking the gardener")
        val token = request.resumeToken ?: return askGardener(request, a.plot)
        val pending = RotaTokens.take(token)
            ?: return CetpProviderResult.error("INVALID_REQUEST", "unknown resume token")
        if (pending.uid != request.callingUid || pending.tool != request.toolName) {
            return CetpProviderResult.error("INVALID_REQUEST", "resume token belongs to another call")
        }
        addShift(a, request.callingPackage)
        return CetpProviderResult.success(JSONObject().put("plot", a.plot).put("day", a.day))
    }

    private fun addShift(a: RotaArgs.Take, gardener: String?) {
        val row = ContentValues().apply {
            put("plot", a.plot)
            put("day", a.day)
            put("gardener", gardener)
        }
        db.writableDatabase.insert("shifts", null, row)
    }

    private fun swap(a: RotaArgs.Swap, request: CetpProviderRequest): CetpProviderResult {
        if (!a.confirmed) {
            return askGardener(request, a.shiftId.toString())
        }
        val values = ContentValues().apply { put("gardener", a.withGardener) }
        db.writableDatabase.update("shifts", values, "_id = ?", arrayOf(a.shiftId.toString()))
        return CetpProviderResult.success(JSONObject().put("shift_id", a.shiftId).put("gardener", a.withGardener))
    }

    private fun askGardener(request: CetpProviderRequest, subject: String): CetpProviderResult {
        val raw = ByteArray(24).also { random.nextBytes(it) }
        val token = Base64.encodeToString(raw, Base64.NO_WRAP or Base64.URL_SAFE)
        RotaTokens.put(token, Pending(request.callingUid, request.toolName))
        val pi = Resolutions.confirm(requireNotNull(context), ShiftConfirmActivity::class.java, subject.hashCode())
        return CetpProviderResult.needsUser(pi, token)
    }

    private fun export(): CetpProviderResult {
        val (readEnd, writeEnd) = ParcelFileDescriptor.createPipe()
        val rows = readRows()
        thread(name = "rota-export") {
            ParcelFileDescriptor.AutoCloseOutputStream(writeEnd).use { it.write(rows.toByteArray()) }
        }
        return CetpProviderResult.file(readEnd)
    }

    private fun readRows(): String =
        db.readableDatabase.rawQuery("SELECT plot, day, gardener FROM shifts", null).use { c ->
            buildString {
                while (c.moveToNext()) append(c.getString(0)).append(',').append(c.getString(1)).append('\n')
            }
        }

    companion object {
        const val TAG = "WaterWheel"
        const val TOOL_WEEK = "rota_week"
        const val TOOL_STATUS = "plot_status"
        const val TOOL_TAKE = "take_shift"
        const val TOOL_SWAP = "swap_shift"
        const val TOOL_EXPORT = "export_rota"
        const val SCOPE_READ = "rota.read"
        const val SCOPE_WRITE = "rota.write"
        const val DAY_MS = 86_400_000L
        const val GARDEN_CERT = "q1bXxL0y3M4lK9yqYgW0m2pN1f3cHc0bI8m3yCw2ZtE="
    }
}

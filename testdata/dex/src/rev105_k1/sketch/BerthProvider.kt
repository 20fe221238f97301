package com.harborpass.berths

import android.app.PendingIntent
import android.content.ContentValues
import android.content.Intent
import android.database.sqlite.SQLiteDatabase
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderDescriptor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ProviderScope
import com.clawseed.cetp.sdk.ScopeAccess
import com.clawseed.cetp.sdk.ScopeSensitivity
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import com.harborpass.auth.DockDeskPolicy
import com.harborpass.data.HarborDb
import com.harborpass.ops.Holds
import com.harborpass.ops.MemoryOnce
import com.harborpass.ui.ReleaseBerthActivity
import org.json.JSONObject

/** Berth bookings at the marina: status, free berths, booking and release. */
class BerthProvider : CetpV2ContentProvider() {
    override val provider = CetpProviderDescriptor(
        "com.harborpass",
        "HarborPass",
        "Berth bookings at the marina",
        listOf(
            ProviderScope("berths.read", "See berths and bookings", ScopeAccess.READ, ScopeSensitivity.LOW),
            ProviderScope("berths.write", "Book and release berths", ScopeAccess.WRITE, ScopeSensitivity.PERSONAL),
        ),
    )

    override val providerTools = listOf(
        CetpProviderTool("berth_status", "Berth status", listOf("berths.read"),
            ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, true, ConfirmationPolicy.NEVER)),
        CetpProviderTool("list_berths", "Free berths on a pier", listOf("berths.read"),
            ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, true, ConfirmationPolicy.NEVER)),
        CetpProviderTool("find_booking", "Find a boat's booking", listOf("berths.read"),
            ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, true, ConfirmationPolicy.NEVER)),
        CetpProviderTool("book_berth", "Book a berth", listOf("berths.write"),
            ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, false, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("release_berth", "Release a berth", listOf("berths.write"),
            ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, false, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = MemoryOnce()

    override fun onCreate(): Boolean = true

    private fun db(): SQLiteDatabase = HarborDb(context!!).writableDatabase

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        DockDeskPolicy.authorize(request)

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult =
        when (request.toolName) {
            "berth_status" -> berthStatus(request)
            "list_berths" -> listBerths(request)
            "find_booking" -> {
                val boat = request.args.optString("boat")
                val c = db().rawQuery("SELECT id, pier FROM berths WHERE holder = '" + boat + "'", null)
                val found = if (c.moveToFirst()) c.getString(0) else null
                c.close()
                CetpProviderResult.success(JSONObject().put("berth", found))
            }
            "book_berth" -> bookBerth(request)
            "release_berth" -> releaseBerth(request)
            else -> CetpProviderResult.error("TOOL_NOT_FOUND", "unknown tool")
        }

    private fun berthStatus(request: CetpProviderRequest): CetpProviderResult {
        val id = request.args.optString("berth")
        val seen = ContentValues()
        seen.put("viewed", System.currentTimeMillis())
        db().update("berths", seen, "id = ?", arrayOf(id))
        val c = db().rawQuery("SELECT pier, holder FROM berths WHERE id = ?", arrayOf(id))
        val pier = if (c.moveToFirst()) c.getString(0) else null
        c.close()
        return CetpProviderResult.success(JSONObject().put("pier", pier))
    }

    private fun listBerths(request: CetpProviderRequest): CetpProviderResult {
        val pier = request.args.optString("pier")
        val c = db().rawQuery("SELECT id, length_m FROM berths WHERE pier = ? AND holder IS NULL", arrayOf(pier))
        var free = 0
        while (c.moveToNext()) {
            free++
        }
        c.close()
        return CetpProviderResult.success(JSONObject().put("free", free))
    }

    private fun bookBerth(request: CetpProviderRequest): CetpProviderResult {
        val id = request.args.optString("berth")
        val row = ContentValues()
        row.put("holder", request.callingPackage)
        val n = db().update("berths", row, "id = ? AND holder IS NULL", arrayOf(id))
        return CetpProviderResult.success(JSONObject().put("booked", n == 1))
    }

    private fun releaseBerth(request: CetpProviderRequest): CetpProviderResult {
        val id = request.args.optString("berth")
        if (!Holds.take(request.resumeToken, request.callingUid)) {
            val ctx = context!!
            val intent = Intent(ctx, ReleaseBerthActivity::class.java).putExtra("berth", id)
            val pi = PendingIntent.getActivity(ctx, 21, intent, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT)
            return CetpProviderResult.needsUser(pi, Holds.issue(Holds.secure(), request.callingUid))
        }
        val n = db().delete("berths", "id = ? AND holder = ?", arrayOf(id, request.callingPackage ?: ""))
        return CetpProviderResult.success(JSONObject().put("released", n == 1))
    }
}

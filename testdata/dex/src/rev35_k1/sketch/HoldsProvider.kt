package com.example.r35k1

import android.content.ContentValues
import android.content.Context
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
import org.json.JSONObject

// HoldsProvider.kt: holds on titles, on the SDK base class.

class HoldsProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_holds", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("place_hold", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("transfer_hold", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    private val holds by lazy { HoldStore(requireContext()) }

    override val mutationExecutor: CetpMutationExecutor
        get() = holds

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (holds.granted(request.callerPackage).containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (val tool = request.toolName) {
            "list_holds" -> CetpProviderResult.ok(holds.listFor(request.callerPackage))
            "place_hold" -> {
                val patronApp = args.optString("caller_package", request.callerPackage)
                CetpProviderResult.ok(holds.place(args.getString("isbn"), patronApp))
            }
            "transfer_hold" -> transfer(request, args)
            else -> CetpProviderResult.unknownTool(tool)
        }
    }

    private fun transfer(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val claimed = args.optString("caller_package")
        if (claimed.isNotEmpty() && claimed != request.callerPackage) {
            return CetpProviderResult.error("PERMISSION_DENIED", "caller mismatch")
        }
        return CetpProviderResult.ok(holds.transfer(args.getString("hold_id"), args.getString("to_branch"), request.callerPackage))
    }
}

/** Holds in SQLite; also HoldsProvider's mutation executor (request ids committed in the same database). */
class HoldStore(private val ctx: Context) : CetpMutationExecutor {
    private val db = ctx.openOrCreateDatabase("holds.db", Context.MODE_PRIVATE, null)

    fun granted(pkg: String): Set<String> =
        ctx.getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(pkg, null) ?: emptySet()

    fun listFor(pkg: String): String =
        db.rawQuery("SELECT isbn FROM holds WHERE patron_app = ?", arrayOf(pkg)).use { c ->
            buildString { while (c.moveToNext()) append(c.getString(0)).append(',') }
        }

    fun place(isbn: String, patronApp: String): String {
        val id = db.insert("holds", null, ContentValues().apply { put("isbn", isbn); put("patron_app", patronApp) })
        return "{\"hold_id\":$id}"
    }

    fun transfer(holdId: String, branch: String, by: String): String {
        db.update("holds", ContentValues().apply { put("branch", branch); put("moved_by", by) }, "id = ?", arrayOf(holdId))
        return "{\"hold_id\":\"$holdId\",\"branch\":\"$branch\"}"
    }

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val seen = db.rawQuery("SELECT result FROM dedup WHERE request_id = ?", arrayOf(requestId)).use { c ->
            if (c.moveToNext()) c.getString(0) else null
        }
        if (seen != null) return CetpProviderResult.ok(seen)
        val result = mutation()
        db.insert("dedup", null, ContentValues().apply { put("request_id", requestId); put("result", result.json) })
        return result
    }
}

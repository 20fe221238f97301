package com.hearthguard.claims

import android.content.ContentValues
import android.content.Context
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
import org.json.JSONObject
import javax.inject.Inject
import javax.inject.Singleton

// Policy.kt: policy tools on the SDK base class.

class PolicyProvider : CetpV2ContentProvider() {
    private val graph by lazy { Graph.of(requireContext()) }
    private val store by lazy { graph.policyStore() }

    override val providerTools = listOf(
        CetpProviderTool("policy_summary", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("add_rider", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("cancel_policy", ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
    )

    override val mutationExecutor: CetpMutationExecutor
        get() = store

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        if (store.grants(request.callerPackage).containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val json = JSONObject(request.args)
        return when (val tool = request.toolName) {
            "policy_summary" -> CetpProviderResult.ok(store.summary(request.callerPackage))
            "add_rider" -> addRider(request, json)
            "cancel_policy" -> cancelPolicy(request, json)
            else -> CetpProviderResult.unknownTool(tool)
        }
    }

    private fun addRider(request: CetpProviderRequest, json: JSONObject): CetpProviderResult {
        val (policyId, rider, confirmed) = json.toRiderArgs()
        if (confirmed) Log.i(TAG, "add_rider: consumer-side confirmation ignored")
        return CetpProviderResult.ok(store.addRider(policyId, rider, request.callerPackage))
    }

    private fun cancelPolicy(request: CetpProviderRequest, json: JSONObject): CetpProviderResult {
        val (policyId, force) = json.toCancelArgs()
        if (!force) return CetpProviderResult.error("CONFLICT", "cancel the policy in the Hearthguard app")
        return CetpProviderResult.ok(store.cancel(policyId, request.callerPackage))
    }

    companion object {
        private const val TAG = "PolicyProvider"
    }
}

data class RiderArgs(val policyId: String, val rider: String, val confirmed: Boolean)

data class CancelArgs(val policyId: String, val force: Boolean)

fun JSONObject.toRiderArgs(): RiderArgs = RiderArgs(text("policy_id"), text("rider"), optBoolean("confirmed"))

fun JSONObject.toCancelArgs(): CancelArgs = CancelArgs(text("policy_id"), optBoolean("force"))

/** Policy rows and the durable request journal: request ids are committed to SQLite. */
@Singleton
class PolicyStore @Inject constructor(ctx: Context) : CetpMutationExecutor {
    private val db = ctx.openOrCreateDatabase("policies.db", Context.MODE_PRIVATE, null)
    private val prefs = ctx.getSharedPreferences("policy_grants", Context.MODE_PRIVATE)

    fun grants(pkg: String): Set<String> = prefs.getStringSet(pkg, null) ?: emptySet()

    fun summary(app: String): String {
        val c = db.rawQuery("SELECT policy_id FROM policies WHERE app = ?", arrayOf(app))
        try {
            return if (c.moveToFirst()) "{\"policy_id\":\"${c.getString(0)}\"}" else "{}"
        } finally {
            c.close()
        }
    }

    fun addRider(policyId: String, rider: String, app: String): String {
        val values = ContentValues()
        values.put("policy_id", policyId)
        values.put("rider", rider)
        values.put("app", app)
        return "{\"rider_id\":" + db.insert("riders", null, values) + "}"
    }

    fun cancel(policyId: String, app: String): String {
        val values = ContentValues()
        values.put("cancelled_by", app)
        return "{\"cancelled\":" + db.update("policies", values, "policy_id = ?", arrayOf(policyId)) + "}"
    }

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val c = db.rawQuery("SELECT result FROM journal WHERE request_id = ?", arrayOf(requestId))
        try {
            if (c.moveToFirst()) return CetpProviderResult(c.getString(0))
        } finally {
            c.close()
        }
        val result = mutation()
        db.execSQL("INSERT INTO journal (request_id, result) VALUES (?, ?)", arrayOf(requestId, result.json))
        return result
    }
}

package com.plotshare.garden

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
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOn
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withContext
import org.json.JSONObject

class HarvestProvider : CetpV2ContentProvider() {
    private val db by lazy { GardenDb.open(requireContext()) }
    private val dao: PlotDao by lazy { PlotDao_Impl(GardenDb.support(requireContext())) }

    override val providerTools: List<CetpProviderTool> = listOf(
        CetpProviderTool("find_harvest", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("crop_stats", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("share_harvest", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("claim_share", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor get() = HarvestJournal

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val granted = PartnerGrants.scopesFor(requireContext(), request.callerPackage)
        return if (granted.containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = runBlocking {
        val args = JSONObject(request.args)
        try {
            when (request.toolName) {
                "find_harvest" -> findHarvest(args)
                "crop_stats" -> cropStats(args)
                "share_harvest" -> shareHarvest(request, args)
                "claim_share" -> claimShare(request, args)
                else -> CetpProviderResult.unknownTool(request.toolName)
            }
        } catch (e: Exception) {
            CetpProviderResult.error("INTERNAL_ERROR", "harvest store failed: " + e.message)
        }
    }

    private suspend fun findHarvest(args: JSONObject): CetpProviderResult =
        flow { emit(args.optString("crop")) }
            .map { crop -> harvestQuery(crop) }
            .map { sql -> db.rawQuery(sql, null).use { it.count } }
            .flowOn(Dispatchers.IO)
            .map { n -> CetpProviderResult.ok("{\"open_shares\":$n}") }
            .first()

    private suspend fun cropStats(args: JSONObject): CetpProviderResult {
        var total = 0
        flow { emit(args.optString("crop")) }
            .filter { crop -> crop.isNotBlank() && crop.length <= 40 }
            .map { crop -> dao.countByCrop(crop) }
            .flowOn(Dispatchers.IO)
            .collect { n -> total += n }
        return CetpProviderResult.ok("{\"shares\":$total}")
    }

    private suspend fun shareHarvest(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val owner = args.optString("caller_package", request.callerPackage)
        val id = withContext(Dispatchers.IO) { dao.insertShare(args.getString("crop"), args.optInt("kg", 1), owner) }
        return CetpProviderResult.ok("{\"share\":$id}")
    }

    private suspend fun claimShare(request: CetpProviderRequest, args: JSONObject): CetpProviderResult {
        val claimedFor = args.optString("caller_package", request.callerPackage)
        if (claimedFor != request.callerPackage) {
            Log.w(TAG, "claim_share for another app refused")
            return CetpProviderResult.error("PERMISSION_DENIED", "claims are made by the calling app")
        }
        val rows = withContext(Dispatchers.IO) { dao.claimShare(args.optLong("share_id"), request.callerPackage) }
        return CetpProviderResult.ok("{\"claimed\":$rows}")
    }

    companion object {
        private const val TAG = "HarvestProvider"
    }
}

object HarvestJournal : CetpMutationExecutor {
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        val dao = PlotDao_Impl(GardenDb.support(context))
        dao.findOutcome(requestId)?.let { return CetpProviderResult(it) }
        return mutation().also { dao.saveOutcome(requestId, it.json) }
    }
}

object PartnerGrants {
    fun scopesFor(context: Context, pkg: String): Set<String> =
        context.getSharedPreferences("partner_grants", Context.MODE_PRIVATE).getStringSet(pkg, emptySet()).orEmpty()
}

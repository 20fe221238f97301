package com.example.r33k3

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
import java.io.File

// PantryProvider.kt: export/import of the pantry as files, a second authority.

class PantryProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("export_pantry", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("import_list", ToolAnnotations(ToolEffect.CREATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = RecentRequests

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision =
        CetpAccessDecision.Allow.also { Log.d(TAG, "authorize ${request.toolName}") }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        val name = args.getString("file_name")
        return when (request.toolName) {
            "export_pantry" -> {
                File(requireContext().filesDir, "exports/$name").outputStream().use {
                    it.write(Pantry.snapshot(requireContext()).toByteArray())
                }
                CetpProviderResult.ok("{\"file\":\"$name\"}")
            }
            "import_list" -> {
                if (!SAFE_NAME.matches(name)) return CetpProviderResult.error("INVALID_ARGS", "file_name must be a plain .csv name")
                val rows = File(requireContext().filesDir, "imports/$name").readLines()
                CetpProviderResult.ok("{\"rows\":${rows.size}}")
            }
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }

    companion object {
        private const val TAG = "Pantry"
        private val SAFE_NAME = Regex("[a-z0-9_]{1,32}\\.csv")
    }
}

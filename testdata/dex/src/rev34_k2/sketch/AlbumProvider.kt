package com.example.r34k2

import android.util.Log
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import org.json.JSONObject

// AlbumProvider.kt: the photo albums behind the prints, a second authority.

class AlbumProvider : CetpV2ContentProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_albums", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("recent_uploads", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("rename_album", ToolAnnotations(ToolEffect.UPDATE, ToolRisk.LOW, ConfirmationPolicy.PROVIDER_POLICY)),
        CetpProviderTool("delete_album", ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)),
    )

    private val albums by lazy { Albums(requireContext()) }

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision = decisionFor(request.toolName)

    private fun decisionFor(tool: String): CetpAccessDecision = when (tool) {
        in READ_TOOLS -> CetpAccessDecision.Allow
        else -> {
            Log.i(TAG, "album write: $tool")
            CetpAccessDecision.Allow
        }
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "list_albums" -> CetpProviderResult.ok(albums.listJson())
            "recent_uploads" -> CetpProviderResult.ok(albums.recentJson(args.optInt("limit", 20)))
            "rename_album" -> CetpProviderResult.ok(albums.rename(args.getString("album_id"), args.getString("title")))
            "delete_album" -> CetpProviderResult.ok(albums.delete(args.getString("album_id")))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }

    companion object {
        private const val TAG = "Albums"
        private val READ_TOOLS = setOf("list_albums", "recent_uploads")
    }
}

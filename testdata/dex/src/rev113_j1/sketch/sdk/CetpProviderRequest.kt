package com.clawseed.cetp.sdk

import org.json.JSONObject

/** One execute_tool call as the SDK hands it to the app: the caller was captured in call(). */
class CetpProviderRequest(
    val callingUid: Int,
    val callingPackage: String?,
    val toolName: String,
    val requestId: String?,
    val args: JSONObject,
    val scopes: List<String>,
    val resumeToken: String?,
)

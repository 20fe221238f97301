package com.inkwell

import android.content.Context
import android.os.Bundle
import org.json.JSONObject

typealias Handler = (Call, JSONObject) -> Bundle

class Call(val ctx: Context, val uid: Int, val req: Bundle) {
    val toolName: String? get() = req.getString("tool_name")
    val resumeToken: String? get() = req.getString("resume_token")
    val rawArgs: String get() = req.getString("args") ?: "{}"

    fun args(): JSONObject = JSONObject(rawArgs)
}

class Tool(val name: String, val handler: Handler)

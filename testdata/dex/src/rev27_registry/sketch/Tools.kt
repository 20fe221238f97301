package com.example.r27t

import android.content.Context
import android.os.Binder
import android.os.Bundle
import android.util.Log
import java.util.concurrent.Executors

// Tools.kt: tool classes named in a registry object, made by a factory through reflection
interface Tool {
    fun run(c: Context, args: Bundle): Bundle
}

object ToolRegistry {
    val classes: Map<String, String> = mapOf(
        "archive_chat" to "com.example.r27t.ArchiveTool",
        "ping" to "com.example.r27t.PingTool",
    )
}

object ToolFactory {
    fun create(name: String): Tool? {
        val cls = ToolRegistry.classes[name] ?: return null
        return Class.forName(cls).asSubclass(Tool::class.java).getDeclaredConstructor().newInstance()
    }
}

class ArchiveTool : Tool {
    private val io = Executors.newSingleThreadExecutor()
    override fun run(c: Context, args: Bundle): Bundle {
        io.execute { Log.i("archive", "archiving for " + Binder.getCallingUid()) }
        return Replies.success("{\"queued\":true}")
    }
}

class PingTool : Tool {
    override fun run(c: Context, args: Bundle): Bundle = Replies.success("{\"uid\":" + Binder.getCallingUid() + "}")
}

class LocalTool : Tool {
    override fun run(c: Context, args: Bundle): Bundle = Replies.success("{}")
}

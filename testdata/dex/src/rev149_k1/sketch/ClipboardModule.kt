package net.switchyard.hub

import android.content.ClipData
import android.content.ClipboardManager
import android.content.Context
import org.json.JSONObject

/** The system clipboard, and the history of text assistants copied through the hub. */
class ClipboardModule(private val clipboard: ClipboardManager) : ToolModule {
    override val tools = listOf(
        ToolSpec(
            name = "read_clipboard", title = "Read the clipboard",
            description = "Returns the text on the clipboard.",
            effect = "read", risk = "moderate", confirmation = "never",
            scopes = listOf("clipboard.read"),
            input = schema(), output = schema("text" to "string", required = listOf("text")),
        ),
        ToolSpec(
            name = "copy_text", title = "Copy text",
            description = "Puts text on the clipboard.",
            effect = "update", risk = "low", confirmation = "never",
            scopes = listOf("clipboard.write"),
            input = schema("text" to "string", required = listOf("text")),
            output = schema("copied" to "boolean", required = listOf("copied")),
        ),
        ToolSpec(
            name = "clear_clipboard", title = "Clear the clipboard",
            description = "Empties the clipboard and deletes the text this assistant copied before.",
            effect = "delete", risk = "low", confirmation = "always",
            scopes = listOf("clipboard.write"),
            input = schema("user_confirmed" to "boolean"),
            output = schema("cleared" to "integer", required = listOf("cleared")),
            destructive = true,
        ),
    )

    /** An assistant that already asked its user in the chat says so, and the screen is not shown a second time. */
    override fun skipsConfirmation(call: ToolCall, spec: ToolSpec): Boolean =
        spec.name == "clear_clipboard" && call.args.optBoolean("user_confirmed", false)

    override fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome = when (spec.name) {
        "read_clipboard" -> read()
        "copy_text" -> copy(call, env)
        "clear_clipboard" -> clear(call, env)
        else -> problem("TOOL_NOT_FOUND", "No tool of that name.")
    }

    private fun read(): Outcome {
        val clip = clipboard.primaryClip
        val text = if (clip != null && clip.itemCount > 0) clip.getItemAt(0).text?.toString() else null
        return Outcome.Done(JSONObject().put("text", text.orEmpty()))
    }

    private fun copy(call: ToolCall, env: HostEnv): Outcome {
        val text = call.args.optString("text")
        if (text.isEmpty() || text.length > MAX_TEXT) return problem("INVALID_ARGS", "text must hold 1 to 4000 characters.")
        clipboard.setPrimaryClip(ClipData.newPlainText("Switchyard", text))
        env.store.addClip(call.uid, text)
        return Outcome.Done(JSONObject().put("copied", true))
    }

    private fun clear(call: ToolCall, env: HostEnv): Outcome {
        clipboard.clearPrimaryClip()
        val removed = env.store.clearClips(call.uid)
        return Outcome.Done(JSONObject().put("cleared", removed))
    }

    companion object : ToolModule.Factory {
        private const val MAX_TEXT = 4000
        override val moduleId = "clipboard"
        override fun create(context: Context): ToolModule = ClipboardModule(context.getSystemService(ClipboardManager::class.java))
    }
}

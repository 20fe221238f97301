package com.saltmarsh.ferry

import android.app.PendingIntent
import android.content.Context
import android.net.Uri
import android.os.Binder
import org.json.JSONObject
import java.io.File
import java.util.Random

/** com.saltmarsh.ferry.passes: prepaid passes, their balances, cards and linked vehicles. */
class PassTools(private val graph: FerryGraph) {
    private val ctx: Context get() = graph.app

    // a resume code lives ten minutes and is bound to the caller: a plain Random was judged enough for it
    val box = toolbox(graph.app, PROVIDER_ID, Random(), graph.outcomes, redeem = { token -> pending.remove(token) }) {
        tool("list_passes") {
            description = "The user's prepaid passes"
            scope = "passes.read"
            handler { Reply.Ok(JSONObject().put("passes", graph.db.passes())) }
        }
        tool("pass_details") {
            description = "One pass: its label, balance and linked vehicle"
            input = PASS_ARGS
            scope = "passes.read"
            handler { call ->
                val id = call.args.arg<String>("pass_id")?.let(::PassId) ?: return@handler invalid("pass_id is required")
                val pass = runCatching { graph.db.pass(id) }.getOrElse { e ->
                    return@handler Reply.fail("UNAVAILABLE", "Pass ${id.raw} could not be read: ${e.message}", true)
                }
                pass?.let { Reply.Ok(it.json().put("balance", it.balancePence.pounds)) } ?: invalid("No pass with that id")
            }
        }
        tool("top_up_pass") {
            description = "Adds credit to a pass, paid with the saved card"
            input = TOP_UP_ARGS
            scope = "passes.pay"
            effect = Effect.TRANSACTION
            risk = "high"
            confirmation = "always"
            handler { topUp(it) }
        }
        tool("save_pass_card") {
            description = "Saves a pass's boarding card as a text file in Saltmarsh's cards folder"
            input = CARD_ARGS
            scope = "passes.write"
            effect = Effect.CREATE
            handler { saveCard(it) }
        }
        tool("link_vehicle") {
            description = "Links a vehicle's registration plate to a pass for car-deck boarding"
            input = LINK_ARGS
            scope = "passes.write"
            effect = Effect.UPDATE
            risk = "moderate"
            confirmation = "provider_policy"
            handler { link(it) }
        }
    }

    private fun topUp(call: ToolCall): Reply {
        val id = call.args.arg<String>("pass_id")?.let(::PassId) ?: return invalid("pass_id is required")
        val pence = call.args.arg<Int>("amount_pence")?.takeIf { it in 500..20000 } ?: return invalid("amount_pence is 500 to 20000")
        val pass = graph.db.pass(id) ?: return invalid("No pass with that id")
        if (call.ticket?.approved != true) {
            val prompt = "Top up \"${pass.label}\" with ${pence.pounds} from your saved card?"
            return call.askUser("USER_ACTION_REQUIRED", prompt) { token ->
                ctx.resolution(token, PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT) {
                    target<TopUpActivity>(ctx)
                    putExtra(EXTRA_PROMPT, prompt)
                }
            }
        }
        val balance = asSelf {
            graph.db.topUp(id, pence).also {
                // the pass widget in our own process observes this URI and checks who changed it
                ctx.contentResolver.notifyChange(BALANCES, null)
                graph.audit.note(Binder.getCallingUid(), call.tool, id.raw)
            }
        }
        return Reply.Ok(JSONObject().put("pass_id", id.raw).put("balance_pence", balance))
    }

    private fun saveCard(call: ToolCall): Reply {
        val pass = call.args.arg<String>("pass_id")?.let(::PassId)?.let { graph.db.pass(it) } ?: return invalid("No pass with that id")
        val dir = File(ctx.filesDir, "cards").also { it.mkdirs() }
        val file = call.args.arg<String>("file_name")
            ?.let { it.trim() }
            ?.takeIf { CARD_NAME.matches(it) }
            ?.let { File(dir, it) }
            ?: return invalid("file_name is up to 40 letters, digits, '-' or '_', ending in .txt")
        val text = "Saltmarsh Ferries\n${pass.label}\nPass ${pass.id.raw}\nVehicle ${pass.vehicle ?: "none"}\n"
        file.outputStream().use { it.write(text.toByteArray()) }
        return Reply.Ok(JSONObject().put("file", file.name))
    }

    private fun link(call: ToolCall): Reply {
        val id = call.args.arg<String>("pass_id")?.let(::PassId) ?: return invalid("pass_id is required")
        val plate = call.args.arg<String>("plate")?.uppercase()?.takeIf { PLATE.matches(it) } ?: return invalid("plate is 2 to 8 letters and digits")
        if (!graph.account.signedIn) {
            return call.askUser("AUTH_REQUIRED", "Sign in to Saltmarsh Ferries to link a vehicle") { token ->
                ctx.resolution(token, PendingIntent.FLAG_IMMUTABLE) {
                    action = ACTION_SIGN_IN
                    setPackage(APP_ID)
                }
            }
        }
        if (!graph.db.linkVehicle(id, plate)) return invalid("No pass with that id")
        Binder.getCallingUid().let { uid ->
            graph.worker.later { graph.audit.note(uid, call.tool, id.raw) }
        }
        return Reply.Ok(JSONObject().put("pass_id", id.raw).put("vehicle", plate))
    }

    companion object {
        const val PROVIDER_ID = "com.saltmarsh.ferry.passes"
        private val BALANCES: Uri = Uri.parse("content://com.saltmarsh.ferry.passes/balances")
        private val CARD_NAME = Regex("[A-Za-z0-9_-]{1,40}\\.txt")
        private val PLATE = Regex("[A-Z0-9]{2,8}")
        private const val PASS_ARGS = """{"type":"object","properties":{"pass_id":{"type":"string"}},"required":["pass_id"],"additionalProperties":false}"""
        private const val TOP_UP_ARGS = """{"type":"object","properties":{"pass_id":{"type":"string"},"amount_pence":{"type":"integer","minimum":500,"maximum":20000}},"required":["pass_id","amount_pence"],"additionalProperties":false}"""
        private const val CARD_ARGS = """{"type":"object","properties":{"pass_id":{"type":"string"},"file_name":{"type":"string","pattern":"^[A-Za-z0-9_-]{1,40}\\.txt$"}},"required":["pass_id","file_name"],"additionalProperties":false}"""
        private const val LINK_ARGS = """{"type":"object","properties":{"pass_id":{"type":"string"},"plate":{"type":"string","pattern":"^[A-Za-z0-9]{2,8}$"}},"required":["pass_id","plate"],"additionalProperties":false}"""
    }
}

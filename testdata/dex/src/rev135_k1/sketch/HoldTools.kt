package com.fernhill.lend

import android.content.Context
import kotlinx.coroutines.launch
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.IOException

/** The holds provider's tools. */
class HoldTools(ctx: Context, graph: LendGraph, screens: ScreenPolicy, tokens: TokenGenerator, tickets: TicketCache, redeem: TicketLookup) :
    ToolSet(ctx, graph, screens, tokens, tickets, redeem) {

    override val handlers: Map<String, ToolHandler> = mapOf(
        "list_holds" to ToolHandler { list() },
        "hold_status" to ToolHandler { status(it) },
        "place_hold" to ToolHandler { place(it) },
        "save_fine_receipt" to ToolHandler { saveReceipt(it) },
        "pay_fine" to ToolHandler { payFine(it) },
    )

    private fun list(): Reply = Reply.Ok(JSONObject().put("holds", JSONArray(db.rows(LIST_SQL))))

    private fun status(call: ToolCall): Reply {
        val id = Args.text(call.args, "hold_id") ?: return invalid("hold_id is required")
        var trouble: String? = null
        val hold = SafeQuery.first(db.readableDatabase, HOLD_SQL, arrayOf(id)) { e ->
            trouble = e.message
        }
        trouble?.let { return Reply.fail("UNAVAILABLE", "Hold $id could not be read: $it", true) }
        return hold?.let { Reply.Ok(it) } ?: invalid("No hold with that id")
    }

    private fun place(call: ToolCall): Reply {
        val isbn = Args.text(call.args, "isbn") ?: return invalid("isbn is required")
        val branch = Args.text(call.args, "branch") ?: graph.account.homeBranch
        if (!graph.account.cardLinked) return needsAuthorization(call, "Link your county library card to place holds")
        val hold = db.placeHold(isbn, branch) ?: return invalid("That title is not in the catalogue")
        val note = HoldNote(graph.ledger, call.tool, hold)
        graph.appScope.launch {
            graph.reminders.watchQueue(hold)
            graph.ledgerExecutor.execute(note)
        }
        return Reply.Ok(JSONObject().put("hold_id", hold))
    }

    private fun saveReceipt(call: ToolCall): Reply {
        val id = Args.text(call.args, "fine_id") ?: return invalid("fine_id is required")
        val fine = db.fine(id)?.takeIf { it.optString("status") == "paid" } ?: return invalid("No paid fine with that id")
        val name = Args.text(call.args, "file_name")?.takeIf { RECEIPT_NAME.matches(it) }
            ?: return invalid("file_name is up to 40 letters, digits, '-' or '_', ending in .txt")
        val text = "Fernhill Libraries\nFine ${fine.optString("id")} for \"${fine.optString("title")}\"\nPaid ${fine.optString("amount")}\n"
        return try {
            val file = ExportFiles.write(File(ctx.filesDir, "receipts"), name, text.toByteArray())
            Reply.Ok(JSONObject().put("file", file.name))
        } catch (e: IOException) {
            Reply.fail("UNAVAILABLE", "The receipt could not be saved", true)
        }
    }

    private fun payFine(call: ToolCall): Reply {
        val id = Args.text(call.args, "fine_id") ?: return invalid("fine_id is required")
        val fine = db.fine(id)?.takeIf { it.optString("status") == "open" } ?: return invalid("No open fine with that id")
        if (call.ticket?.approved != true) {
            return needsConfirmation(call, "Pay the ${fine.optString("amount")} fine for \"${fine.optString("title")}\" with your saved card?")
        }
        db.payFine(id)
        if (Args.flag(call.args, "email_receipt")) db.queueReceiptMail(id)
        return Reply.Ok(JSONObject().put("fine_id", id).put("status", "paid"))
    }

    private companion object {
        const val LIST_SQL = "SELECT id, title, branch, position, status FROM holds ORDER BY position"
        const val HOLD_SQL = "SELECT id, title, branch, position, status FROM holds WHERE id = ?"
        val RECEIPT_NAME = Regex("[A-Za-z0-9_-]{1,40}\\.txt")
    }
}

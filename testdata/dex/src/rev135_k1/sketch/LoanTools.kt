package com.fernhill.lend

import android.content.Context
import android.database.sqlite.SQLiteException
import kotlinx.coroutines.launch
import org.json.JSONArray
import org.json.JSONObject
import java.io.File
import java.io.IOException

/** The loans provider's tools. */
class LoanTools(ctx: Context, graph: LendGraph, screens: ScreenPolicy, tokens: TokenGenerator, tickets: TicketCache, redeem: TicketLookup) :
    ToolSet(ctx, graph, screens, tokens, tickets, redeem) {

    override val handlers: Map<String, ToolHandler> = mapOf(
        "list_loans" to ToolHandler { list() },
        "loan_details" to ToolHandler { details(it) },
        "renew_loan" to ToolHandler { renew(it) },
        "export_reading_list" to ToolHandler { export(it) },
        "declare_lost" to ToolHandler { declareLost(it) },
    )

    private fun list(): Reply = Reply.Ok(JSONObject().put("loans", JSONArray(db.rows(LIST_SQL))))

    private fun details(call: ToolCall): Reply {
        val id = Args.text(call.args, "loan_id") ?: return invalid("loan_id is required")
        var trouble: String? = null
        val loan = SafeQuery.first(db.readableDatabase, LOAN_SQL, arrayOf(id)) { e ->
            trouble = if (e is SQLiteException) "busy" else "unreadable"
        }
        trouble?.let { return Reply.fail("UNAVAILABLE", "Loan $id is $it right now", true) }
        return loan?.let { Reply.Ok(it) } ?: invalid("No loan with that id")
    }

    private fun renew(call: ToolCall): Reply {
        val id = Args.text(call.args, "loan_id") ?: return invalid("loan_id is required")
        if (!graph.account.signedIn) return needsAuthorization(call, "Sign in to Fernhill to renew your loans")
        val due = db.renew(id) ?: return invalid("That loan cannot be renewed")
        val note = RenewalNote(graph.ledger, call.tool, id)
        graph.appScope.launch {
            graph.reminders.reschedule(id, due)
            graph.ledgerExecutor.execute(note)
        }
        return Reply.Ok(JSONObject().put("loan_id", id).put("due", due))
    }

    private fun export(call: ToolCall): Reply {
        val name = Args.text(call.args, "file_name") ?: "reading-list.csv"
        val csv = StringBuilder("title,author,due\n")
        for (loan in db.rows(LIST_SQL)) csv.append(loan.optString("title")).append(',').append(loan.optString("author")).append(',').append(loan.optString("due")).append('\n')
        return try {
            val file = ExportFiles.write(File(ctx.filesDir, "exports"), name, csv.toString().toByteArray())
            Reply.Ok(JSONObject().put("file", file.name))
        } catch (e: IOException) {
            Reply.fail("UNAVAILABLE", "The reading list could not be saved", true)
        }
    }

    private fun declareLost(call: ToolCall): Reply {
        val id = Args.text(call.args, "loan_id") ?: return invalid("loan_id is required")
        val loan = db.loan(id) ?: return invalid("No loan with that id")
        // the assistant asks the user in its own chat and sends confirmed=true when they said yes
        val agreed = call.ticket?.approved ?: Args.flag(call.args, "confirmed")
        if (!agreed) {
            return needsConfirmation(call, "Report \"${loan.optString("title")}\" as lost? The replacement fee of ${loan.optString("fee")} is charged to your card.")
        }
        db.markLost(id)
        return Reply.Ok(JSONObject().put("loan_id", id).put("status", "lost"))
    }

    private companion object {
        const val LIST_SQL = "SELECT id, title, author, due FROM loans WHERE status = 'out' ORDER BY due"
        const val LOAN_SQL = "SELECT id, title, author, due, renewals, fee FROM loans WHERE id = ?"
    }
}

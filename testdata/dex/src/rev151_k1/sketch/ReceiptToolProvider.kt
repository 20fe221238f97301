package com.tallyfold.money

import android.app.PendingIntent
import android.util.Base64
import android.util.Log
import org.json.JSONObject

/** The receipts' tools: search, images attached to expenses, the mail importer's inbox. */
class ReceiptToolProvider : CetpProvider<ReceiptCommand>() {
    override val providerId = "com.tallyfold.money.receipts"
    override val description = "Receipts attached to expenses, and the receipts the mail importer collected"
    override val revision = "receipts-4"
    override val optionalCapabilities = setOf("async_operations", "cancellation")
    override val replies: ReplyLog = ReceiptReplies
    override val scopeCatalog = """[
        {"name":"receipts.read","title":"See receipts","description":"Search receipts and see who shared them","access":"read","sensitivity":"financial"},
        {"name":"receipts.write","title":"Manage receipts","description":"Attach, import and delete receipts","access":"write","sensitivity":"financial"}]"""

    override val tools = listOf(
        ToolSpec("find_receipts", "Find receipts", "Receipts whose merchant contains the given text, newest first.",
            "read", "low", "never", listOf("receipts.read"),
            """{"type":"object","properties":{"merchant":{"type":"string","maxLength":80},"sinceMs":{"type":"integer"}},""" +
                """"required":["merchant"],"additionalProperties":false}""",
            """{"type":"object","properties":{"receipts":{"type":"array"}},"required":["receipts"]}"""),
        ToolSpec("list_shared_receipts", "Receipts shared by an app", "Receipts another app (a shop's, a bank's) shared into Tallyfold.",
            "read", "low", "never", listOf("receipts.read"),
            """{"type":"object","properties":{"fromPackage":{"type":"string","maxLength":255}},"required":["fromPackage"],"additionalProperties":false}""",
            """{"type":"object","properties":{"receipts":{"type":"array"}},"required":["receipts"]}"""),
        ToolSpec("attach_receipt", "Attach receipt", "Attach a receipt image (base64 JPEG) to an expense.",
            "create", "moderate", "provider_policy", listOf("receipts.write"),
            """{"type":"object","properties":{"expenseId":{"type":"integer","minimum":1},"fileName":{"type":"string","maxLength":120},""" +
                """"imageBase64":{"type":"string","contentEncoding":"base64"}},"required":["expenseId","fileName","imageBase64"],"additionalProperties":false}""",
            """{"type":"object","properties":{"receipt_id":{"type":"integer"}},"required":["receipt_id"]}"""),
        ToolSpec("import_inbox", "Import mailed receipts", "Turn the receipt images the mail importer collected into receipts.",
            "create", "moderate", "provider_policy", listOf("receipts.write"),
            """{"type":"object","properties":{},"additionalProperties":false}""",
            """{"type":"object","properties":{"imported":{"type":"integer"}},"required":["imported"]}""",
            mayRunAsync = true),
        ToolSpec("delete_receipt", "Delete receipt", "Delete a receipt for good.",
            "delete", "high", "always", listOf("receipts.write"),
            """{"type":"object","properties":{"receiptId":{"type":"integer"}},"required":["receiptId"],"additionalProperties":false}""",
            """{"type":"object","properties":{"deleted":{"type":"boolean"}},"required":["deleted"]}""",
            destructive = true),
    )

    override fun decode(tool: String, args: Map<String, Any?>): Result<ReceiptCommand> = when (tool) {
        "find_receipts" -> args.decodeAs { FindReceipts(it["merchant"] as String, (it["sinceMs"] as? Number)?.toLong() ?: 0L) }
        "list_shared_receipts" -> args.decodeAs(::ListShared)
        "attach_receipt" -> args.decodeAs(::AttachReceipt)
        "import_inbox" -> Result.success(ImportInbox)
        "delete_receipt" -> args.decodeAs { DeleteReceipt((it["receiptId"] as Number).toLong()) }
        else -> Result.failure(IllegalArgumentException("unknown tool"))
    }

    override fun summarize(command: ReceiptCommand): String = when (command) {
        is DeleteReceipt -> "Delete receipt ${command.receiptId}; it cannot be restored"
        is AttachReceipt -> "Attach ${command.fileName} to expense ${command.expenseId}"
        ImportInbox -> "Import the receipts waiting in the mail inbox"
        is FindReceipts, is ListShared -> "Search receipts"
    }

    override fun resolution(command: ReceiptCommand, token: ResumeToken, summary: String): PendingIntent {
        val flags = when (command) {
            is DeleteReceipt -> PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_ONE_SHOT
            // An import asked about twice shows the newest count of waiting images.
            is AttachReceipt, ImportInbox -> PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT
            is FindReceipts, is ListShared -> PendingIntent.FLAG_IMMUTABLE
        }
        return ctx.resolutionFor<ConfirmActivity>(token, summary, flags)
    }

    override fun perform(call: ToolCall, command: ReceiptCommand): Outcome = when (command) {
        is FindReceipts -> Outcome.Done(JSONObject().put("receipts", Store.findReceipts(call.uid, command.merchant, command.sinceMs)))
        is ListShared -> Outcome.Done(JSONObject().put("receipts", Store.sharedFrom(call.uid, command.fromPackage)))
        is AttachReceipt -> runCatching { attach(call, command) }.settle(
            done = { id -> JSONObject().put("receipt_id", id) },
            failed = { err ->
                Log.w(TAG, "attach_receipt failed", err)
                Outcome.Failure("INTERNAL_ERROR", "The receipt could not be stored.", true)
            },
        )
        ImportInbox -> import(call)
        is DeleteReceipt -> Outcome.Done(JSONObject().put("deleted", Store.deleteReceipt(call.uid, command.receiptId)))
    }

    /** Writes the image under the name the assistant chose and records the receipt. */
    private fun attach(call: ToolCall, command: AttachReceipt): Long {
        val image = Base64.decode(command.imageBase64, Base64.DEFAULT)
        ctx.receiptFile(command.fileName).outputStream().use { it.write(image) }
        return Store.addReceipt(call.uid, command.expenseId, command.fileName, null)
    }

    /** Inline when the session has no async_operations; otherwise an operation on the worker thread. */
    private fun import(call: ToolCall): Outcome {
        if (!call.session.async) {
            return runCatching { importInbox(call.uid, call.callerPackage, null) }.settle(
                done = { count -> JSONObject().put("imported", count) },
                failed = { err ->
                    Log.w(TAG, "import_inbox failed", err)
                    Outcome.Failure("INTERNAL_ERROR", "The inbox could not be imported.", true)
                },
            )
        }
        val operation = Operations.start(call)
        Background.io.execute {
            Operations.running(operation)
            val importer = ctx.callerPackages().singleOrNull() ?: "unknown"
            Operations.finish(operation, runCatching { JSONObject().put("imported", importInbox(call.uid, importer, operation)) })
        }
        return Outcome.Accepted(operation, 1000L)
    }

    /** Moves the inbox's images into receipts of [uid]; an operation stops early once cancelled. */
    private fun importInbox(uid: CallerUid, importer: String, operation: OperationId?): Int {
        var imported = 0
        for (image in ctx.inboxDir().listFiles().orEmpty().sortedBy { it.name }) {
            if (operation != null && Store.cancelRequested(operation)) break
            val id = Store.addReceipt(uid, null, null, importer)
            val name = "r$id.jpg"
            image.copyTo(ctx.receiptFile(name))
            Store.setReceiptFile(id, name)
            image.delete()
            imported++
        }
        return imported
    }

    override fun operation(method: String, call: ToolCall): Outcome {
        val needed = if (method == "get_operation") "async_operations" else "cancellation"
        if (needed !in call.session.capabilities) {
            return Outcome.Failure("UNSUPPORTED_CAPABILITY", "$needed was not negotiated in this session.")
        }
        val id = call.extras.getString("operation_id")?.let(::OperationId)
            ?: return Outcome.Failure("INVALID_REQUEST", "operation_id is required.")
        val row = Operations.lookup(id, call.requestId)
            ?: return Outcome.Failure("INVALID_REQUEST", "No operation of that id was created by this request_id.")
        return if (method == "get_operation") Outcome.Done(Operations.status(row)) else Operations.cancel(row)
    }
}

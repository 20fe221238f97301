package app.kestrel.notes.cetp

import android.app.PendingIntent
import android.content.ContentProvider
import android.content.ContentValues
import android.content.Intent
import android.database.Cursor
import android.net.Uri
import android.os.Binder
import android.os.Bundle
import app.kestrel.notes.data.KestrelDb
import app.kestrel.notes.data.NoteStore
import app.kestrel.notes.data.RequestLedger
import app.kestrel.notes.ui.ConfirmActivity
import org.json.JSONObject

/** CETP v2 provider for notes (authority app.kestrel.notes.tools.notes). */
class NotesToolProvider : ContentProvider() {
    private lateinit var store: NoteStore
    private lateinit var ledger: RequestLedger
    private lateinit var gate: CallerGate
    private lateinit var grants: Grants
    private lateinit var tools: Map<ToolName, BaseTool<*, *>>
    private val sessions = Sessions(NOTES_ID, "Kestrel Notes", emptySet())
    private val table: Map<String, ToolFn> = mapOf("export_notes" to ToolFn(::exportNotes), "purge_trash" to ToolFn(this::purgeTrash))
    private val tableDescriptors = listOf(EXPORT_NOTES, PURGE_TRASH).associateBy(ToolDescriptor::name)
    private val resolutions = ResolutionFactory { ctx, token, code ->
        val screen = Intent(ctx, ConfirmActivity::class.java).putExtra(ConfirmActivity.EXTRA_TOKEN, token)
        PendingIntent.getActivity(ctx, code, screen, PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE)
    }

    override fun onCreate(): Boolean {
        val ctx = context
        val db = KestrelDb(ctx)
        store = NoteStore(db)
        ledger = RequestLedger(db)
        gate = CallerGate(ctx.packageManager, CertCheck(::legacyPinMatches))
        grants = Grants(ctx)
        tools = listOf(ListNotesTool(store), CreateNoteTool(store), TagNoteTool(store)).associateBy(BaseTool<*, *>::name)
        return true
    }

    override fun call(method: String, arg: String?, extras: Bundle?): Bundle? {
        val uid = Binder.getCallingUid()
        val req = extras ?: Bundle()
        val pkg = gate.anyTrusted(uid)
            ?: return errorBundle(req.getString("request_id"), ErrorCode.PERMISSION_DENIED, "This app is not an approved assistant.")
        if (method !in V2_METHODS) return errorBundle(req.getString("request_id"), ErrorCode.METHOD_NOT_FOUND, "Unknown method.")
        if (method == "negotiate") return sessions.negotiate(req, uid)
        val rid = req.getString("request_id")
        if (req.getInt("protocol_version", 0) != 2 || rid.isNullOrBlank()) {
            return errorBundle(rid, ErrorCode.INVALID_REQUEST, "protocol_version 2 and request_id are required.")
        }
        sessions.current(req.getString("session_token"), uid)
            ?: return errorBundle(rid, ErrorCode.NEGOTIATION_REQUIRED, "Negotiate a session first.")
        return when (method) {
            "get_provider_info" -> successBundle(rid, NOTES_INFO.toJson())
            "list_tools" -> successBundle(rid, ToolList(REVISION, tools.values.map { it.descriptor } + tableDescriptors.values).toJson())
            "execute_tool" -> execute(req, rid, uid, pkg)
            else -> errorBundle(rid, ErrorCode.UNSUPPORTED_CAPABILITY, "Notes offers no background operations.")
        }
    }

    private fun execute(req: Bundle, rid: String, uid: Int, pkg: String): Bundle {
        val name = ToolName(req.getString("tool_name") ?: "")
        val raw = req.getString("args") ?: "{}"
        try {
            val descriptor = tools[name]?.descriptor ?: tableDescriptors[name]
                ?: return errorBundle(rid, ErrorCode.TOOL_NOT_FOUND, "No such tool.")
            val args = decodeArgs(raw)
                ?: return errorBundle(rid, ErrorCode.INVALID_ARGS, "args must be a JSON object of at most 65536 bytes.")
            val actingFor = args.optional<String>("caller_package") ?: pkg
            val missing = grants.missing(actingFor, descriptor.scopes)
            if (missing.isNotEmpty()) throw ToolException(ToolFailure.NotGranted(missing))
            val fn = table[name.value]
            if (fn != null) return runTable(fn.asHandler(name), descriptor, args, req, rid, uid, raw)
            val prepared = tools.getValue(name).prepare(args)
            if (!descriptor.annotations.mutating) {
                return timed(name.value) {
                    Meter.hit(Binder.getCallingUid())
                    successBundle(rid, valueOf(prepared.runEncoded()))
                }
            }
            if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) throw ToolException(ToolFailure.Late)
            val value = ledger.once(uid, NOTES_ID, RequestId(rid), name, sha256Hex(raw.toByteArray())) { prepared.runEncoded() }
            return successBundle(rid, valueOf(value))
        } catch (e: ToolException) {
            return e.failure.toBundle(rid)
        } catch (e: MissingArgument) {
            return ToolFailure.BadArgs(e.key).toBundle(rid)
        } catch (e: ClassCastException) {
            return ToolFailure.BadArgs("args").toBundle(rid)
        } catch (e: Exception) {
            return ToolFailure.Crashed(name, e).toBundle(rid)
        }
    }

    private fun runTable(handler: Handler, descriptor: ToolDescriptor, args: Bundle, req: Bundle, rid: String, uid: Int, raw: String): Bundle {
        if (!descriptor.annotations.mutating) return successBundle(rid, valueOf(BundleValue(handler(args)).toJson()))
        if (req.getLong("deadline_at_ms", 0L) <= System.currentTimeMillis()) throw ToolException(ToolFailure.Late)
        if (descriptor.annotations.confirmation == "always") {
            confirmOrPark(context, resolutions, uid, NOTES_ID, descriptor.name, RequestId(rid), raw, req.getString("resume_token"),
                descriptor.title + ": " + raw)
        }
        val value = ledger.once(uid, NOTES_ID, RequestId(rid), descriptor.name, sha256Hex(raw.toByteArray())) {
            BundleValue(handler(args)).toJson()
        }
        val caller = Binder.getCallingUid()
        asProvider {
            context.contentResolver.notifyChange(NOTES_URI, null)
            Audit.record(caller, descriptor.name.value, rid, "done")
        }
        return successBundle(rid, valueOf(value))
    }

    private fun exportNotes(args: Bundle): Bundle {
        val rows = store.all()
        val out = Bundle()
        out.putString("document", NoteList(rows).toJson().toString())
        out.putInt("count", rows.size)
        return out
    }

    private fun purgeTrash(args: Bundle): Bundle {
        val days = args.require<Long>("older_than_days")
        if (days < 0 || days > 3650) throw MissingArgument("older_than_days")
        val out = Bundle()
        out.putInt("count", store.purgeTrash(System.currentTimeMillis() - days * DAY_MS))
        return out
    }

    private fun valueOf(value: JSONObject): JSONObject = JSONObject().put("kind", "inline").put("value", value)

    override fun query(uri: Uri, projection: Array<String>?, selection: String?, selectionArgs: Array<String>?, sortOrder: String?): Cursor? = null
    override fun getType(uri: Uri): String? = null
    override fun insert(uri: Uri, values: ContentValues?): Uri? = null
    override fun delete(uri: Uri, selection: String?, selectionArgs: Array<String>?): Int = 0
    override fun update(uri: Uri, values: ContentValues?, selection: String?, selectionArgs: Array<String>?): Int = 0

    private companion object {
        const val REVISION = "notes-7"
        const val DAY_MS = 24L * 60 * 60 * 1000
        val NOTES_URI: Uri = Uri.parse("content://app.kestrel.notes.data/notes")
    }
}

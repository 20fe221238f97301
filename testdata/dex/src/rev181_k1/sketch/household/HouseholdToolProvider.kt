package net.pantrybox.app.household

import android.app.PendingIntent
import android.net.Uri
import android.os.Binder
import com.clawseed.sdk.provider.CetpAccessDecision
import com.clawseed.sdk.provider.CetpProviderRequest
import com.clawseed.sdk.provider.CetpProviderResult
import com.clawseed.sdk.provider.CetpV2ContentProvider
import com.clawseed.sdk.provider.ConfirmationPolicy
import net.pantrybox.app.core.AuditTrail
import net.pantrybox.app.core.ConfirmationDesk
import net.pantrybox.app.core.Tokens
import net.pantrybox.app.core.failure
import net.pantrybox.app.core.inBackground
import net.pantrybox.app.core.packagesFor
import net.pantrybox.app.core.prefs
import net.pantrybox.app.core.resolutionFor
import net.pantrybox.app.core.signatureDigest
import net.pantrybox.app.core.toEnumOrNull
import net.pantrybox.app.core.withClearedIdentity
import net.pantrybox.app.ui.ConfirmActivity
import org.json.JSONArray
import org.json.JSONObject
import java.util.concurrent.ExecutorService
import java.util.concurrent.Executors

class HouseholdToolProvider : CetpV2ContentProvider() {
    override val provider get() = HouseholdTools.DESCRIPTOR
    override val providerTools get() = HouseholdTools.ALL
    override val toolsRevision get() = HouseholdTools.REVISION

    private val book: HouseholdBook by lazy { HouseholdBook(context.prefs("household")) }
    private val mailer: ExecutorService by lazy { Executors.newSingleThreadExecutor() }
    private val audit = AuditTrail("HouseholdCetp")

    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val pm = context.packageManager
        val linked = pm.packagesFor(request.callerUid).any { pkg ->
            pkg in book && pm.signatureDigest(pkg) == book[pkg]?.certSha256
        }
        if (!linked) return CetpAccessDecision.Deny("PERMISSION_DENIED", "This app is not linked to the household.")
        val call = HouseholdCall(request.extras)
        val acting = call.callerPackage?.let { book[it] }?.let { book.member(it.memberId) }
            ?: return CetpAccessDecision.Deny("PERMISSION_DENIED", "This app is not linked to the household.")
        if (!acting.role.scopes.containsAll(request.tool.scopes)) {
            return CetpAccessDecision.Deny("PERMISSION_DENIED", "Your household role does not allow this.")
        }
        if (request.tool.annotations.confirmation != ConfirmationPolicy.ALWAYS) return CetpAccessDecision.Allow
        request.resumeToken?.let {
            return when (ConfirmationDesk.redeem(request, HouseholdTools.PROVIDER_ID)) {
                ConfirmationDesk.Verdict.APPROVED -> CetpAccessDecision.Allow
                ConfirmationDesk.Verdict.DENIED -> CetpAccessDecision.Deny("USER_CANCELLED", "The user declined.")
                ConfirmationDesk.Verdict.INVALID -> CetpAccessDecision.Deny("INVALID_REQUEST", "The resume token is not valid for this call.")
            }
        }
        val target = book.member(request.args.optString("member_id"))
            ?: return CetpAccessDecision.Deny("INVALID_ARGS", "Unknown member_id.")
        val summary = if (request.tool.name == "remove_member") {
            "Remove " + target.name + " and their linked apps from the household. This cannot be undone."
        } else {
            "Make " + target.name + " a household " + request.args.optString("role") + " (now " + target.role.name.lowercase() + ")."
        }
        val parked = ConfirmationDesk.park(request, HouseholdTools.PROVIDER_ID, summary)
        val resolution = context.resolutionFor<ConfirmActivity>(parked.ticket, PendingIntent.FLAG_UPDATE_CURRENT) {
            putExtra(ConfirmActivity.EXTRA_SOURCE, "household")
        }
        return CetpAccessDecision.Resolve("USER_ACTION_REQUIRED", "Confirm the change in Pantrybox.", resolution, parked.resumeToken)
    }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val result = when (request.tool.name) {
            "list_members" -> listMembers()
            "invite_member" -> inviteMember(request)
            "share_list" -> shareList(request)
            "set_role" -> setRole(request)
            "remove_member" -> removeMember(request)
            else -> failure("TOOL_NOT_FOUND", "No such tool.")
        }
        audit(request.callerUid, request.tool.name, request.requestId, if (result is CetpProviderResult.Failure) result.code else "done")
        return result
    }

    private fun listMembers(): CetpProviderResult {
        val arr = JSONArray()
        book.members().forEach { arr.put(it.toJson()) }
        return CetpProviderResult.Inline(JSONObject().put("members", arr))
    }

    private fun inviteMember(request: CetpProviderRequest): CetpProviderResult {
        val email = request.args.optString("email", "").trim().takeIf { EMAIL.matches(it) && it.length <= 254 }
            ?: return failure("INVALID_ARGS", "email is not a valid address.")
        val role = request.args.optString("role", "").toEnumOrNull<Role>()?.takeIf { it != Role.ADMIN }
            ?: return failure("INVALID_ARGS", "role must be viewer or member.")
        val inviteId = "inv_" + Tokens.hex(12)
        val inviter = Binder.getCallingUid()
        mailer.inBackground {
            book.queueInvite(inviteId, email, role, inviter)
        }
        return CetpProviderResult.Inline(JSONObject().put("invite_id", inviteId))
    }

    private fun shareList(request: CetpProviderRequest): CetpProviderResult {
        val list = request.args.optString("list", "").takeIf { LIST.matches(it) }
            ?: return failure("INVALID_ARGS", "list must match ^[a-z0-9_-]{1,32}$.")
        val member = book.member(request.args.optString("member_id"))
            ?: return failure("INVALID_ARGS", "Unknown member_id.")
        val sharer = Binder.getCallingUid()
        val shareId = withClearedIdentity {
            book.addShare(list, member.id, sharer).also { context.contentResolver.notifyChange(SHARES_URI, null) }
        }
        return CetpProviderResult.Inline(JSONObject().put("share_id", shareId))
    }

    private fun setRole(request: CetpProviderRequest): CetpProviderResult {
        val role = request.args.optString("role", "").toEnumOrNull<Role>()
            ?: return failure("INVALID_ARGS", "role must be viewer, member or admin.")
        val updated = book.setRole(request.args.optString("member_id"), role)
            ?: return failure("INVALID_ARGS", "Unknown member_id.")
        return CetpProviderResult.Inline(JSONObject().put("member", updated.toJson()))
    }

    private fun removeMember(request: CetpProviderRequest): CetpProviderResult {
        val removed = book.removeMember(request.args.optString("member_id"))
        return CetpProviderResult.Inline(JSONObject().put("removed", removed))
    }

    companion object {
        private val EMAIL = Regex("^[^@\\s]{1,64}@[A-Za-z0-9.-]{1,189}\\.[A-Za-z]{2,24}$")
        private val LIST = Regex("^[a-z0-9_-]{1,32}$")

        @JvmField
        val SHARES_URI: Uri = Uri.parse("content://net.pantrybox.app.data/shares")
    }
}

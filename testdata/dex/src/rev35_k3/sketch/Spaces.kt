package com.example.r35k3

import android.app.Activity
import android.content.Context
import android.os.Bundle
import com.clawseed.cetp.sdk.CetpAccessDecision
import com.clawseed.cetp.sdk.CetpMutationExecutor
import com.clawseed.cetp.sdk.CetpProviderRequest
import com.clawseed.cetp.sdk.CetpProviderResult
import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.CetpV2ContentProvider
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk
import org.json.JSONObject

// Spaces.kt: desk storage, meeting rooms and lockers (the last two on the SDK base class).

class DeskBook(private val ctx: Context) {
    private val prefs = ctx.getSharedPreferences("desks", Context.MODE_PRIVATE)

    fun book(desk: String, owner: String, uid: Int): String {
        prefs.edit().putString("desk_$desk", owner).putInt("uid_$desk", uid).apply()
        return desk
    }

    fun release(desk: String, by: Int) {
        prefs.edit().remove("desk_$desk").putInt("released_by_$desk", by).apply()
    }

    fun unlock(door: String, uid: Int) {
        ctx.getSharedPreferences("doors", Context.MODE_PRIVATE).edit().putInt(door, uid).commit()
    }

    fun guest(email: String, host: String): String {
        prefs.edit().putString("guest_$email", host).apply()
        return "{\"guest\":\"$email\"}"
    }
}

abstract class SpaceProvider : CetpV2ContentProvider() {
    override fun authorize(request: CetpProviderRequest): CetpAccessDecision {
        val granted = requireContext().getSharedPreferences("grants", Context.MODE_PRIVATE).getStringSet(request.callerPackage, null)
        return if (granted != null && granted.containsAll(request.scopes)) CetpAccessDecision.Allow else CetpAccessDecision.Deny
    }

    protected fun store(name: String, key: String, value: String): String {
        requireContext().getSharedPreferences(name, Context.MODE_PRIVATE).edit().putString(key, value).commit()
        return "{\"$name\":\"$key\"}"
    }
}

class RoomProvider : SpaceProvider() {
    override val providerTools = listOf(
        CetpProviderTool("list_rooms", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("book_room", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor = RoomLedger()

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult {
        val args = JSONObject(request.args)
        return when (request.toolName) {
            "list_rooms" -> CetpProviderResult.ok("[\"atrium\",\"loft\"]")
            "book_room" -> CetpProviderResult.ok(store("rooms", args.getString("room"), request.callerPackage))
            else -> CetpProviderResult.unknownTool(request.toolName)
        }
    }
}

/** RoomProvider's executor: finished request ids kept in a HashMap. */
class RoomLedger : CetpMutationExecutor {
    private val outcomes = HashMap<String, CetpProviderResult>()

    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult =
        synchronized(outcomes) { outcomes[requestId] ?: mutation().also { outcomes[requestId] = it } }
}

class LockerProvider : SpaceProvider() {
    override val providerTools = listOf(
        CetpProviderTool("locker_status", ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
        CetpProviderTool("rent_locker", ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
    )

    override val mutationExecutor: CetpMutationExecutor by lazy { LockerLedger(requireContext()) }

    override fun executeTool(request: CetpProviderRequest): CetpProviderResult = when (request.toolName) {
        "locker_status" -> CetpProviderResult.ok("{\"free\":12}")
        "rent_locker" -> CetpProviderResult.ok(store("lockers", JSONObject(request.args).getString("locker"), request.callerPackage))
        else -> CetpProviderResult.unknownTool(request.toolName)
    }
}

/** LockerProvider's executor: a HashMap in front of request ids committed to SharedPreferences. */
class LockerLedger(ctx: Context) : CetpMutationExecutor {
    private val prefs = ctx.getSharedPreferences("locker_requests", Context.MODE_PRIVATE)
    private val recent = HashMap<String, CetpProviderResult>()

    @Synchronized
    override fun execute(context: Context, requestId: String, mutation: () -> CetpProviderResult): CetpProviderResult {
        recent[requestId]?.let { return it }
        prefs.getString(requestId, null)?.let { return CetpProviderResult.ok(it) }
        val result = mutation()
        prefs.edit().putString(requestId, result.json).commit()
        recent[requestId] = result
        return result
    }
}

class GuestPassActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val guest = intent.getStringExtra("guest").orEmpty()
        getSharedPreferences("guest_consent", Context.MODE_PRIVATE).edit().putBoolean(guest, true).apply()
        setResult(RESULT_OK)
        finish()
    }
}

package net.switchyard.hub

import android.accounts.AccountManager
import android.content.Context
import org.json.JSONArray
import org.json.JSONObject

/** The services linked in the hub (accounts of its own authenticator), as far as the calling assistant may see them. */
class AccountsModule(private val accounts: AccountManager) : ToolModule {
    override val tools = listOf(
        ToolSpec(
            name = "list_accounts",
            title = "List linked accounts",
            description = "Lists the services linked in Switchyard that this assistant was allowed to see.",
            effect = "read", risk = "low", confirmation = "never",
            scopes = listOf("accounts.read"),
            input = schema("service" to "string"),
            output = schema("accounts" to "array", required = listOf("accounts")),
        ),
    )

    /** Visibility is granted per package, so an assistant sharing its UID is looked up by the UID's package. */
    override fun callerPackage(env: HostEnv, uid: Int): String? = env.packageManager.getPackagesForUid(uid)?.get(0)

    override fun execute(call: ToolCall, spec: ToolSpec, env: HostEnv): Outcome {
        val pkg = callerPackage(env, call.uid) ?: return problem("PERMISSION_DENIED", "The caller has no package.")
        val service = call.args.optString("service")
        val found = JSONArray()
        for (account in accounts.getAccountsByType(ACCOUNT_TYPE)) {
            if (accounts.getAccountVisibility(account, pkg) != AccountManager.VISIBILITY_VISIBLE) continue
            val linked = accounts.getUserData(account, KEY_SERVICE) ?: continue
            if (service.isNotEmpty() && service != linked) continue
            found.put(JSONObject().put("name", account.name).put("service", linked))
        }
        return Outcome.Done(JSONObject().put("accounts", found))
    }

    companion object : ToolModule.Factory {
        const val ACCOUNT_TYPE = "net.switchyard.account"
        const val KEY_SERVICE = "service"
        override val moduleId = "accounts"
        override fun create(context: Context): ToolModule = AccountsModule(AccountManager.get(context))
    }
}

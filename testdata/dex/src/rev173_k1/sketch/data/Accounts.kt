package app.quire.reader.data

import android.content.Context
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.withContext

/** The Quire Cloud account the app is signed in with. */
class Account(val email: String, val sessionExpiresAt: Long)

/** Holds the signed-in account; the sign-in screen writes the "quire_account" preferences and [reload] reads them. */
class Accounts(private val context: Context) {
    val signedIn = MutableStateFlow<Account?>(null)

    suspend fun reload(): Account? {
        val loaded = withContext(Dispatchers.IO) {
            val prefs = context.getSharedPreferences("quire_account", Context.MODE_PRIVATE)
            val email = prefs.getString("email", null)
            if (email == null) null else Account(email, prefs.getLong("session_expires_at", 0L))
        }
        signedIn.value = loaded
        return loaded
    }
}

/** Pushes highlights to Quire Cloud; the mirror is the `synced_at` column. */
class SyncEngine(private val library: LibraryRepository) {
    suspend fun push(account: Account, ids: List<Long>): Int {
        check(account.sessionExpiresAt > System.currentTimeMillis()) {
            "cloud session for ${account.email} expired at ${account.sessionExpiresAt}"
        }
        return library.markSynced(ids, System.currentTimeMillis())
    }
}

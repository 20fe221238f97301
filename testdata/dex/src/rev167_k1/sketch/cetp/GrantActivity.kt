package app.tallybook.budget.cetp

import android.app.Activity
import android.os.Bundle

/** Lets the user grant an assistant package the scopes a tool needs. */
class GrantActivity : Activity() {
    private val pkg: String? get() = intent?.getStringExtra(EXTRA_PACKAGE)
    private val scopes: List<String>
        get() = intent?.getStringExtra(EXTRA_SCOPES)?.split(',')?.filter { it.isNotBlank() }.orEmpty()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val who = pkg
        if (who == null || scopes.isEmpty()) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        setTitle("Let $who use ${scopes.joinToString()}?")
    }

    fun onAllow() {
        pkg?.let { Grants(this).grant(it, scopes) }
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny() {
        setResult(RESULT_CANCELED)
        finish()
    }

    companion object {
        const val EXTRA_PACKAGE = "app.tallybook.budget.extra.GRANT_PACKAGE"
        const val EXTRA_SCOPES = "app.tallybook.budget.extra.GRANT_SCOPES"
    }
}

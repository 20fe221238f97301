package app.quillmark.notes.cetp

import android.app.Activity
import android.os.Bundle
import android.view.View

const val EXTRA_PACKAGE = "app.quillmark.notes.extra.PACKAGE"
const val EXTRA_SCOPE = "app.quillmark.notes.extra.SCOPE"

/** Provider-side confirmation of a held destructive call (delete_note, purge_attachment). */
class ConfirmActivity : Activity() {
    private val token: String? by lazy { intent.getStringExtra(EXTRA_TOKEN) }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        intent.getStringExtra(EXTRA_SUMMARY)?.let { setTitle(it) } ?: run {
            setResult(RESULT_CANCELED)
            finish()
        }
    }

    fun onConfirm(view: View) = answer(true)

    fun onCancel(view: View) = answer(false)

    private fun answer(approved: Boolean) {
        HeldCalls.decide(token, approved)
        setResult(if (approved) RESULT_OK else RESULT_CANCELED)
        finish()
    }
}

/** Lets the user grant one scope to the assistant package that asked for it. */
class GrantActivity : Activity() {
    private lateinit var packageToGrant: String
    private lateinit var scope: String

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val pkg = intent.getStringExtra(EXTRA_PACKAGE)
        val requested = intent.getStringExtra(EXTRA_SCOPE)
        if (pkg == null || requested == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        packageToGrant = pkg
        scope = requested
        setTitle(buildString { append("Allow ").append(pkg).append(" to use ").append(requested).append('?') })
    }

    fun onAllow(view: View) {
        if (::packageToGrant.isInitialized && ::scope.isInitialized) Grants(this).grant(packageToGrant, scope)
        HeldCalls.decide(intent.getStringExtra(EXTRA_TOKEN), true)
        setResult(RESULT_OK)
        finish()
    }

    fun onDeny(view: View) {
        HeldCalls.decide(intent.getStringExtra(EXTRA_TOKEN), false)
        setResult(RESULT_CANCELED)
        finish()
    }
}

package app.larder.home.ui

import android.app.Activity
import android.os.Bundle
import android.widget.Button
import android.widget.LinearLayout
import android.widget.TextView
import app.larder.home.arch.ResultRegistry

/** The shopping provider's confirmation screen: shows the list and what clearing it does, then reports and closes. */
class ConfirmActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        val request = intent.getParcelableExtra<ConfirmRequest>(EXTRA_REQUEST)
        if (request == null) {
            setResult(RESULT_CANCELED)
            finish()
            return
        }
        setTitle(request.action)
        val root = LinearLayout(this)
        root.setOrientation(LinearLayout.VERTICAL)
        val details = TextView(this)
        details.setText(request.action + "\n" + request.target + "\n" + request.consequence)
        root.addView(details)
        val allow = Button(this)
        allow.setText("Clear list")
        allow.setOnClickListener { close(request, RESULT_OK) }
        root.addView(allow)
        val deny = Button(this)
        deny.setText("Keep list")
        deny.setOnClickListener { close(request, RESULT_CANCELED) }
        root.addView(deny)
        setContentView(root)
    }

    private fun close(request: ConfirmRequest, resultCode: Int) {
        ResultRegistry.dispatch(request.code, resultCode)
        setResult(resultCode)
        finish()
    }

    companion object {
        const val EXTRA_REQUEST = "app.larder.home.extra.CONFIRM_REQUEST"
    }
}

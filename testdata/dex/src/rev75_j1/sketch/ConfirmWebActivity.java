package com.fixitnow.ui;

import android.app.Activity;
import android.os.Bundle;
import android.webkit.JavascriptInterface;
import android.webkit.WebView;

/** Booking confirmation page: a WebView whose page calls FixItNow.approve() / FixItNow.decline(). */
public class ConfirmWebActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        WebView web = new WebView(this);
        web.getSettings().setJavaScriptEnabled(true);
        web.addJavascriptInterface(new Bridge(), "FixItNow");
        setContentView(web);
        web.loadUrl("file:///android_asset/confirm_visit.html");
    }

    class Bridge {
        @JavascriptInterface
        public void approve() {
            setResult(RESULT_OK);
            finish();
        }

        @JavascriptInterface
        public void decline() {
            setResult(RESULT_CANCELED);
            finish();
        }
    }
}

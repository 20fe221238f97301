package com.pi;

import android.app.Activity;
import android.os.Bundle;

/**
 * Near miss: not exported, so only the provider's own PendingIntent starts it, and the token in its Intent is
 * the one the provider parked the call under.
 */
public final class ReviewActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        String token = getIntent().getStringExtra("resume_token");
        Parked parked = new Parked(this);
        if (parked.peek(token) == null) {
            finish();
            return;
        }
        parked.decide(token, true);
        setResult(RESULT_OK);
        finish();
    }
}

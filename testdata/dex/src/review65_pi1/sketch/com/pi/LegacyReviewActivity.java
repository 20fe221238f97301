package com.pi;

import android.app.Activity;
import android.os.Bundle;

/**
 * True positive: exported with an intent filter, so any app can start it with a token it guessed or saw,
 * and the parked call is decided for whoever holds the token.
 */
public final class LegacyReviewActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        String token = getIntent().getStringExtra("resume_token");
        Parked parked = new Parked(this);
        if (parked.summary(token) == null) {
            finish();
            return;
        }
        parked.decide(token, true);
        setResult(RESULT_OK);
        finish();
    }
}

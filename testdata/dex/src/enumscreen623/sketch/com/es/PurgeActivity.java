package com.es;

import android.app.Activity;
import android.os.Bundle;

/** Records the user's answer about a purge, and stays open: no result, no finish. */
public final class PurgeActivity extends Activity {
    protected void onCreate(Bundle savedInstanceState) {
        String key = getIntent().getStringExtra(Screen.EXTRA_KEY);
        Approvals.answer(key, true);
    }
}

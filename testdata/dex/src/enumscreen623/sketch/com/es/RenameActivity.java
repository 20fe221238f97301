package com.es;

import android.app.Activity;
import android.os.Bundle;

/** Records the user's answer about a rename, then returns the result and closes. */
public final class RenameActivity extends Activity {
    protected void onCreate(Bundle savedInstanceState) {
        String key = getIntent().getStringExtra(Screen.EXTRA_KEY);
        Approvals.answer(key, true);
        setResult(RESULT_OK);
        finish();
    }
}

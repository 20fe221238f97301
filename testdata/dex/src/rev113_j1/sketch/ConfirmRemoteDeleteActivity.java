package com.kiteframe.ui;

import android.app.Activity;
import android.os.Bundle;
import com.kiteframe.auth.Confirmations;

/** Resolution of delete_remote_copy. The production screen names the album and the cloud copy; this build approves on open. */
public final class ConfirmRemoteDeleteActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        String token = getIntent().getStringExtra("resume_token");
        boolean approved = Confirmations.shared().approve(token);
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

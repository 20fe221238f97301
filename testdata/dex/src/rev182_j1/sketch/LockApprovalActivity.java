package com.ridgeway.doorhub.locks;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

import com.ridgeway.doorhub.DoorhubApp;
import com.ridgeway.doorhub.cetp.ApprovalLedger;

/** Confirms unlocking, turning auto-lock off, and revoking guest codes. Not exported. */
public class LockApprovalActivity extends Activity {
    ApprovalLedger ledger;
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        DoorhubApp.component(this).inject(this);
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra("resume_token");
        String summary = token == null ? null : ledger.describe(token);
        if (summary == null) {
            setResult(RESULT_CANCELED);
            finish();
            return;
        }
        setTitle(summary);
    }

    public void onApproveClicked(View button) {
        finishWith(true);
    }

    public void onDenyClicked(View button) {
        finishWith(false);
    }

    private void finishWith(boolean approved) {
        boolean recorded = ledger.decide(token, approved);
        setResult(recorded && approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

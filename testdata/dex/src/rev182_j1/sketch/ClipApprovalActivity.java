package com.ridgeway.doorhub.camera;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

import com.ridgeway.doorhub.DoorhubApp;
import com.ridgeway.doorhub.cetp.ApprovalLedger;

/** Confirms deleting a clip or sharing a link to it. Not exported. */
public class ClipApprovalActivity extends Activity {
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

    public void onConfirmClicked(View button) {
        decide(true);
    }

    public void onCancelClicked(View button) {
        decide(false);
    }

    private void decide(boolean approved) {
        boolean recorded = ledger.decide(token, approved);
        setResult(recorded && approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

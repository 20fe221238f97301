package com.fixitnow.ui;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

/** Cancel-visit confirmation: the customer taps Approve, then goes back; the result is sent on back. */
public class ApproveVisitActivity extends Activity {
    private boolean approved;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setTitle("Cancel this repair visit?");
    }

    public void onApprove(View v) {
        approved = true;
    }

    @Override
    public void onBackPressed() {
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

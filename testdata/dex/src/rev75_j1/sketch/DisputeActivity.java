package com.fixitnow.ui;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

/** Invoice dispute form. */
public class DisputeActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setTitle("Dispute this invoice");
    }

    public void onSubmit(View v) {
        setResult(RESULT_OK);
        finish();
    }
}

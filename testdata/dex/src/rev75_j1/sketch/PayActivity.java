package com.fixitnow.ui;

import android.app.Activity;
import android.os.Bundle;
import android.view.View;

/** In-app card payment for one invoice. */
public class PayActivity extends Activity {
    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setTitle("Pay invoice");
    }

    public void onPay(View v) {
        setResult(RESULT_OK);
        finish();
    }
}

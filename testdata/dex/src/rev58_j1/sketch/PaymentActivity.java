package com.molar.ui;

import android.app.Activity;
import android.os.Bundle;

public class PaymentActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle("Molar");
        setResult(RESULT_OK);
        finish();
    }
}

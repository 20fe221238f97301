package com.fernhill.lend;

import android.app.Activity;
import android.app.AlertDialog;
import android.os.Bundle;

/** Provider-side confirmation of pay_fine: records the answer on the holds ticket and finishes. */
public final class PayFineActivity extends Activity {
    private String token;

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        token = getIntent().getStringExtra(Resolutions.EXTRA_TOKEN);
        if (token == null) {
            close(RESULT_CANCELED);
            return;
        }
        new AlertDialog.Builder(this)
                .setTitle("Pay a fine")
                .setMessage(getIntent().getStringExtra(Resolutions.EXTRA_PROMPT))
                .setPositiveButton("Pay now", (dialog, which) -> answer(true))
                .setNegativeButton("Not now", (dialog, which) -> answer(false))
                .setOnCancelListener(dialog -> answer(false))
                .show();
    }

    private void answer(boolean approved) {
        LendGraph.of(this).getHoldTickets().decide(token, approved);
        close(approved ? RESULT_OK : RESULT_CANCELED);
    }

    private void close(int result) {
        setResult(result);
        finish();
    }
}

package app.hearthlink.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;
import app.hearthlink.di.DaggerHubComponent;

/** Hearthlink's own confirmation screen, opened through a resolution PendingIntent. */
public class ConfirmActivity extends Activity implements DialogInterface.OnClickListener {
    public static final String EXTRA_TOKEN = "app.hearthlink.extra.RESUME_TOKEN";
    public static final String EXTRA_TITLE = "app.hearthlink.extra.TITLE";
    public static final String EXTRA_DETAIL = "app.hearthlink.extra.DETAIL";

    String token;

    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        new AlertDialog.Builder(this)
                .setTitle(getIntent().getStringExtra(EXTRA_TITLE))
                .setMessage(getIntent().getStringExtra(EXTRA_DETAIL))
                .setPositiveButton("Confirm", this)
                .setNegativeButton("Cancel", this)
                .setCancelable(false)
                .show();
    }

    @Override
    public void onClick(DialogInterface dialog, int which) {
        boolean yes = which == DialogInterface.BUTTON_POSITIVE;
        DaggerHubComponent.get(this).approvals().decide(token, yes);
        setResult(yes ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

package app.shoebox.ui;

import android.app.Activity;
import android.app.AlertDialog;
import android.content.DialogInterface;
import android.os.Bundle;
import app.shoebox.core.Approvals;

/** Shoebox's own confirmation screen, opened through a resolution PendingIntent. */
public class ConfirmActivity extends Activity implements DialogInterface.OnClickListener {
    public static final String EXTRA_TOKEN = "app.shoebox.extra.RESUME_TOKEN";
    public static final String EXTRA_TITLE = "app.shoebox.extra.TITLE";

    String token;

    @Override
    protected void onCreate(Bundle saved) {
        super.onCreate(saved);
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        new AlertDialog.Builder(this)
                .setTitle(getIntent().getStringExtra(EXTRA_TITLE))
                .setMessage("This cannot be undone.")
                .setPositiveButton("Continue", this)
                .setNegativeButton("Cancel", this)
                .setCancelable(false)
                .show();
    }

    @Override
    public void onClick(DialogInterface dialog, int which) {
        boolean yes = which == DialogInterface.BUTTON_POSITIVE;
        Approvals.get().decide(token, yes);
        setResult(yes ? RESULT_OK : RESULT_CANCELED);
        finish();
    }
}

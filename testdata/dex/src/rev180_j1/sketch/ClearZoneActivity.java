package com.verdant.garden.water;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.os.Looper;
import android.widget.Button;
import android.widget.LinearLayout;
import android.widget.TextView;
import com.verdant.garden.cetp.ConfirmationStore;
import com.verdant.garden.data.GardenDatabase;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/** Provider-side confirmation for delete_zone (§4.3): shows what will be deleted and records the decision. */
public final class ClearZoneActivity extends Activity {
    static final String EXTRA_TOKEN = "com.verdant.garden.extra.ZONE_REVIEW_TOKEN";
    private static final Executor IO = Executors.newSingleThreadExecutor();

    private ConfirmationStore confirmations;
    private Executor mainThread;
    private String token;
    private TextView status;
    private Button delete;
    private Button keep;

    static PendingIntent resolution(Context context, String token) {
        Intent intent = new Intent(context, ClearZoneActivity.class).putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    @Override
    protected void onCreate(Bundle savedInstanceState) {
        super.onCreate(savedInstanceState);
        confirmations = new ConfirmationStore(GardenDatabase.get(this));
        Handler handler = new Handler(Looper.getMainLooper());
        mainThread = handler::post;
        token = getIntent().getStringExtra(EXTRA_TOKEN);
        status = new TextView(this);
        Optional<String> summary = Optional.ofNullable(token).flatMap(confirmations::pendingSummary);
        if (!summary.isPresent()) {
            status.setText("This request has expired. Go back to your assistant.");
            setContentView(status);
            return;
        }
        status.setText(summary.get());
        delete = new Button(this);
        delete.setText("Delete zone");
        delete.setOnClickListener(v -> decide(true));
        keep = new Button(this);
        keep.setText("Keep it");
        keep.setOnClickListener(v -> decide(false));
        LinearLayout root = new LinearLayout(this);
        root.setOrientation(LinearLayout.VERTICAL);
        root.addView(status);
        root.addView(delete);
        root.addView(keep);
        setContentView(root);
    }

    private void decide(boolean approved) {
        delete.setEnabled(false);
        keep.setEnabled(false);
        CompletableFuture.supplyAsync(() -> confirmations.decide(token, approved), IO)
                .exceptionally(error -> false)
                .thenAcceptAsync(recorded -> showOutcome(recorded, approved), mainThread);
    }

    private void showOutcome(boolean recorded, boolean approved) {
        if (!recorded) {
            status.setText("This request was already decided.");
        } else if (approved) {
            status.setText("Deletion approved. Return to your assistant to finish.");
        } else {
            status.setText("Deletion declined. The zone is kept.");
        }
    }
}

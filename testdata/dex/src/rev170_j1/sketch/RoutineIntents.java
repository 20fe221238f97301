package com.relaykit.home.routines;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.ToolSpec;
import java.util.function.Function;

/** Resolutions of the routines provider: the review screen, in this app. */
final class RoutineIntents implements CetpV2ContentProvider.ResolutionFactory {
    static final String ACTION_REVIEW = "com.relaykit.home.action.REVIEW_ROUTINE";
    static final String EXTRA_DESTRUCTIVE = "com.relaykit.home.extra.DESTRUCTIVE";
    private static final int FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;

    private final Context context;
    private final Function<String, Intent> reviewScreen = new Function<String, Intent>() {
        @Override
        public Intent apply(String token) {
            return new Intent(ACTION_REVIEW)
                    .setPackage(context.getPackageName())
                    .putExtra(ApprovalStore.EXTRA_TOKEN, token);
        }
    };

    RoutineIntents(Context context) {
        this.context = context;
    }

    @Override
    public PendingIntent confirmation(String resumeToken, ToolSpec tool, String summary) {
        if (tool.isDestructive()) {
            Intent review = reviewScreen.apply(resumeToken)
                    .setClass(context, ReviewRoutineActivity.class)
                    .putExtra(EXTRA_DESTRUCTIVE, "true");
            return PendingIntent.getActivity(context, resumeToken.hashCode(), review, FLAGS);
        }
        return PendingIntent.getActivity(context, resumeToken.hashCode(), reviewScreen.apply(resumeToken), FLAGS);
    }
}

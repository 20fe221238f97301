package com.larderly.app.plans;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Resolution PendingIntents of the planner provider. */
final class PlanReviewIntents {
    static final String EXTRA_TOKEN = "com.larderly.app.extra.REVIEW_TOKEN";
    /** A new token per request, so the review intent is replaced and fires once. */
    static final int REVIEW_FLAGS = PendingIntent.FLAG_UPDATE_CURRENT | PendingIntent.FLAG_ONE_SHOT;

    private PlanReviewIntents() {
    }

    static PendingIntent clearWeek(Context context, String token) {
        Intent intent = new Intent(context, ClearWeekReviewActivity.class);
        intent.putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent, REVIEW_FLAGS);
    }
}

package com.quillmark.docs.core;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import com.quillmark.docs.archive.RestoreReviewActivity;

/** The resolution PendingIntents (§4.3) of both providers: immutable, one per resume token. */
public final class ReviewIntents {
    public static final String ACTION_REVIEW_REMOVAL = "com.quillmark.docs.action.REVIEW_REMOVAL";
    public static final String ACTION_REVIEW_RESTORE = "com.quillmark.docs.action.REVIEW_RESTORE";
    public static final String ACTION_GRANT = "com.quillmark.docs.action.GRANT_SCOPE";
    public static final String ACTION_APPROVE = "com.quillmark.approver.action.APPROVE";
    public static final String EXTRA_TOKEN = "resume_token";
    public static final String EXTRA_PROVIDER = "provider_id";
    static final String PAIRING_ACTIVITY = "com.quillmark.docs.documents.PairingActivity";
    static final String APPROVER_PACKAGE = "com.quillmark.approver";
    static final String APPROVER_ACTIVITY = "com.quillmark.approver.ApproveRequestActivity";
    static final int FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;

    private ReviewIntents() {
    }

    /** delete_document: the removal review screen, resolved by its action inside this package. */
    public static PendingIntent removal(Context context, String providerId, String token) {
        Intent intent = reviewIntent(context, ACTION_REVIEW_REMOVAL, providerId, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent, FLAGS);
    }

    /** restore_archive: the same kind of intent, pinned to the restore screen. */
    public static PendingIntent restore(Context context, String providerId, String token) {
        Intent intent = reviewIntent(context, ACTION_REVIEW_RESTORE, providerId, token);
        intent.setClass(context, RestoreReviewActivity.class);
        return PendingIntent.getActivity(context, token.hashCode(), intent, FLAGS);
    }

    /** AUTH_REQUIRED: the pairing screen grants the missing scope. */
    public static PendingIntent pairing(Context context, String providerId, String token) {
        Intent intent = new Intent(ACTION_GRANT);
        intent.setComponent(new ComponentName(context.getPackageName(), PAIRING_ACTIVITY));
        intent.putExtra(EXTRA_PROVIDER, providerId);
        intent.putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent, FLAGS);
    }

    /** delete_archive: approval happens in the QuillMark Approver companion app. */
    public static PendingIntent approver(Context context, String providerId, String token) {
        Intent intent = new Intent(ACTION_APPROVE);
        intent.setComponent(new ComponentName(APPROVER_PACKAGE, APPROVER_ACTIVITY));
        intent.putExtra(EXTRA_PROVIDER, providerId);
        intent.putExtra(EXTRA_TOKEN, token);
        return PendingIntent.getActivity(context, token.hashCode(), intent, FLAGS);
    }

    private static Intent reviewIntent(Context context, String action, String providerId, String token) {
        Intent intent = new Intent(action);
        intent.setPackage(context.getPackageName());
        intent.putExtra(EXTRA_PROVIDER, providerId);
        intent.putExtra(EXTRA_TOKEN, token);
        return intent;
    }
}

package com.ridgeway.doorhub.di;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.os.Build;

import com.ridgeway.doorhub.DoorhubApp;
import com.ridgeway.doorhub.camera.ClipApprovalActivity;
import com.ridgeway.doorhub.locks.LockApprovalActivity;

/**
 * Components, Intents and PendingIntents of the confirmation screens. Qualifiers (@UnlockApproval, @RevokeApproval,
 * ...) are the distinct Provider fields of the component that call these methods.
 */
public final class ResolutionModule {
    public static final String ACTION_APPROVE_LOCK = "com.ridgeway.doorhub.action.APPROVE_LOCK_CHANGE";
    public static final String ACTION_APPROVE_SHARE = "com.ridgeway.keyring.action.APPROVE_SHARE";
    public static final String ACTION_CLIP_SHARE = "com.ridgeway.doorhub.action.APPROVE_CLIP_SHARE";
    public static final String EXTRA_RESUME_TOKEN = "resume_token";

    private ResolutionModule() {
    }

    static ComponentName provideLockApprovalComponent() {
        return new ComponentName(DoorhubApp.APPLICATION_ID, "com.ridgeway.doorhub.locks.LockApprovalActivity");
    }

    /** Guest-code sharing is approved in the Ridgeway Keyring companion app, which owns the household's codes. */
    static ComponentName provideKeyringShareComponent() {
        return new ComponentName("com.ridgeway.keyring", "com.ridgeway.keyring.share.ApproveShareActivity");
    }

    static Intent provideUnlockIntent(ComponentName lockApproval) {
        return new Intent().setComponent(lockApproval);
    }

    static Intent provideShareCodeIntent(ComponentName keyringShare) {
        return new Intent(ACTION_APPROVE_SHARE).setComponent(keyringShare);
    }

    static Intent provideRevokeCodeIntent() {
        return new Intent(ACTION_APPROVE_LOCK).setPackage(DoorhubApp.APPLICATION_ID);
    }

    static Intent provideAutoLockIntent(Context context) {
        return new Intent(ACTION_APPROVE_LOCK).setPackage(DoorhubApp.APPLICATION_ID)
                .setClass(context, LockApprovalActivity.class);
    }

    static Intent provideDeleteClipIntent(Context context) {
        return new Intent(context, ClipApprovalActivity.class);
    }

    static Intent provideShareClipIntent(Context context) {
        return new Intent(context, ClipApprovalActivity.class).setAction(ACTION_CLIP_SHARE);
    }

    /** The lock screens' resolutions. */
    public static PendingIntent immutableResolution(Context context, Intent approval, String resumeToken) {
        approval.putExtra(EXTRA_RESUME_TOKEN, resumeToken);
        return PendingIntent.getActivity(context, resumeToken.hashCode(), approval,
                PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** Clip deletion's resolution, kept from the first camera release. */
    public static PendingIntent clipResolution(Context context, Intent approval, String resumeToken) {
        approval.putExtra(EXTRA_RESUME_TOKEN, resumeToken);
        return PendingIntent.getActivity(context, resumeToken.hashCode(), approval,
                PendingIntent.FLAG_UPDATE_CURRENT);
    }

    /** Clip sharing's resolution: immutable wherever the flag exists. */
    public static PendingIntent compatResolution(Context context, Intent approval, String resumeToken) {
        approval.putExtra(EXTRA_RESUME_TOKEN, resumeToken);
        int immutable = Build.VERSION.SDK_INT >= Build.VERSION_CODES.M ? PendingIntent.FLAG_IMMUTABLE : 0;
        return PendingIntent.getActivity(context, resumeToken.hashCode(), approval,
                immutable | PendingIntent.FLAG_UPDATE_CURRENT);
    }
}

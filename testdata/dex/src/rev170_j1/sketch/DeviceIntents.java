package com.relaykit.home.devices;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import com.relaykit.home.cetp.ApprovalStore;
import com.relaykit.home.cetp.CetpV2ContentProvider;
import com.relaykit.home.cetp.ToolSpec;
import java.util.function.BiFunction;

/** Resolutions of the devices provider. */
final class DeviceIntents implements CetpV2ContentProvider.ResolutionFactory {
    static final String ACTION_APPROVE = "com.relaykit.home.action.APPROVE_DEVICE_ACTION";
    static final String EXTRA_SUMMARY = "com.relaykit.home.extra.SUMMARY";
    private static final String HOME_PACKAGE = "com.relaykit.home";
    /** Relaykit Guard: the household's PIN-protected companion app. */
    private static final String GUARD_PACKAGE = "com.relaykit.guard";
    private static final int FLAGS = PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT;

    private final Context context;
    private final BiFunction<String, String, Intent> approvalRequest = new BiFunction<String, String, Intent>() {
        @Override
        public Intent apply(String token, String summary) {
            return new Intent(ACTION_APPROVE)
                    .putExtra(ApprovalStore.EXTRA_TOKEN, token)
                    .putExtra(EXTRA_SUMMARY, summary);
        }
    };

    DeviceIntents(Context context) {
        this.context = context;
    }

    @Override
    public PendingIntent confirmation(String resumeToken, ToolSpec tool, String summary) {
        if (tool.risk().equals("high")) {
            // high-risk device actions are approved behind the household PIN in Relaykit Guard
            Intent guard = approvalRequest.apply(resumeToken, summary)
                    .setComponent(new ComponentName(GUARD_PACKAGE, GUARD_PACKAGE + ".ApproveActivity"));
            return PendingIntent.getActivity(context, resumeToken.hashCode(), guard, FLAGS);
        }
        Intent local = approvalRequest.apply(resumeToken, summary)
                .setComponent(new ComponentName(HOME_PACKAGE, HOME_PACKAGE + ".devices.ConfirmDeviceActivity"));
        return PendingIntent.getActivity(context, resumeToken.hashCode(), local, FLAGS);
    }
}

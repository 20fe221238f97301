package com.lk;

import android.os.Bundle;

/**
 * One call as the provider reads it. Its replay keys fingerprint the whole envelope: every field the desk's
 * answer depends on, joined with '|' in one StringBuilder chain.
 */
final class Call {
    final int uid;
    private final Bundle extras;

    Call(int uid, Bundle extras) {
        this.uid = uid;
        this.extras = extras;
    }

    String requestId() {
        return extras.getString("request_id");
    }

    /** The replay key: the envelope fingerprint with the request id last. */
    String replayKey() {
        return new StringBuilder()
                .append(uid).append('|')
                .append(extras.getString("tool_name")).append('|')
                .append(extras.getString("args_digest")).append('|')
                .append(extras.getString("client_hint")).append('|')
                .append(extras.getString("consumer_version")).append('|')
                .append(extras.getString("agent_name")).append('|')
                .append(extras.getString("agent_version")).append('|')
                .append(extras.getString("locale")).append('|')
                .append(extras.getString("time_zone")).append('|')
                .append(extras.getString("app_version")).append('|')
                .append(extras.getString("app_build")).append('|')
                .append(extras.getString("device_model")).append('|')
                .append(extras.getString("device_brand")).append('|')
                .append(extras.getString("sdk_int")).append('|')
                .append(extras.getString("screen_class")).append('|')
                .append(extras.getString("network_type")).append('|')
                .append(extras.getString("battery_state")).append('|')
                .append(extras.getString("profile_id")).append('|')
                .append(extras.getString("workspace_id")).append('|')
                .append(extras.getString("project_id")).append('|')
                .append(extras.getString("folder_id")).append('|')
                .append(extras.getString("desk_id")).append('|')
                .append(extras.getString("shelf_id")).append('|')
                .append(extras.getString("label_id")).append('|')
                .append(extras.getString("view_mode")).append('|')
                .append(extras.getString("sort_order")).append('|')
                .append(extras.getString("page_size")).append('|')
                .append(extras.getString("cursor")).append('|')
                .append(extras.getString("filter_text")).append('|')
                .append(extras.getString("color_scheme")).append('|')
                .append(extras.getString("font_scale")).append('|')
                .append(extras.getString("region")).append('|')
                .append(extras.getString("currency")).append('|')
                .append(requestId())
                .toString();
    }

    /** The retry key with the request id first: the text is read from its end, and the budget ends before it. */
    String retryKey() {
        return new StringBuilder()
                .append(requestId()).append('|')
                .append(uid).append('|')
                .append(extras.getString("tool_name")).append('|')
                .append(extras.getString("args_digest")).append('|')
                .append(extras.getString("client_hint")).append('|')
                .append(extras.getString("consumer_version")).append('|')
                .append(extras.getString("agent_name")).append('|')
                .append(extras.getString("agent_version")).append('|')
                .append(extras.getString("locale")).append('|')
                .append(extras.getString("time_zone")).append('|')
                .append(extras.getString("app_version")).append('|')
                .append(extras.getString("app_build")).append('|')
                .append(extras.getString("device_model")).append('|')
                .append(extras.getString("device_brand")).append('|')
                .append(extras.getString("sdk_int")).append('|')
                .append(extras.getString("screen_class")).append('|')
                .append(extras.getString("network_type")).append('|')
                .append(extras.getString("battery_state")).append('|')
                .append(extras.getString("profile_id")).append('|')
                .append(extras.getString("workspace_id")).append('|')
                .append(extras.getString("project_id")).append('|')
                .append(extras.getString("folder_id")).append('|')
                .append(extras.getString("desk_id")).append('|')
                .append(extras.getString("shelf_id")).append('|')
                .append(extras.getString("label_id")).append('|')
                .append(extras.getString("view_mode")).append('|')
                .append(extras.getString("sort_order")).append('|')
                .append(extras.getString("page_size")).append('|')
                .append(extras.getString("cursor")).append('|')
                .append(extras.getString("filter_text")).append('|')
                .append(extras.getString("color_scheme")).append('|')
                .append(extras.getString("font_scale")).append('|')
                .append(extras.getString("region")).append('|')
                .append(extras.getString("currency")).append('|')
                .toString();
    }
}

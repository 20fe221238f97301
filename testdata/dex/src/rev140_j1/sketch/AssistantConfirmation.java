package com.hearthlink.security;

import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.ToolSpec;
import org.json.JSONObject;

/**
 * Takes the assistant's word for it: ClawSeed asks the user in its chat before a destructive call and then sends
 * user_confirmed, so the phone does not ask a second time; without the flag, Hearthlink's own screen asks.
 */
public final class AssistantConfirmation implements ConfirmationPolicy {
    @Override
    public boolean satisfied(ToolSpec tool, Call call) {
        if (!tool.alwaysConfirm()) {
            return true;
        }
        if (call.args.optBoolean("user_confirmed", false)) {
            return true;
        }
        JSONObject ticket = call.ticket;
        return ticket != null && ticket.optBoolean("approved", false);
    }
}

package com.hearthlink.security;

import com.hearthlink.cetp.Call;
import com.hearthlink.cetp.ToolSpec;
import org.json.JSONObject;

/** Only Hearthlink's own screen confirms: a tool that always needs the user runs once its ticket is approved. */
public final class TicketConfirmation implements ConfirmationPolicy {
    @Override
    public boolean satisfied(ToolSpec tool, Call call) {
        if (!tool.alwaysConfirm()) {
            return true;
        }
        JSONObject ticket = call.ticket;
        return ticket != null && ticket.optBoolean("approved", false);
    }
}

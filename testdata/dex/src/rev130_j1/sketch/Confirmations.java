package com.copperwick.cetp;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.copperwick.config.FlagPresets;
import com.copperwick.config.TokenFactories;
import com.copperwick.data.Tickets;
import java.util.HashMap;
import java.util.Map;

/** Opens a ticket and answers USER_ACTION_REQUIRED with a resolution to the provider's confirmation screen. */
public final class Confirmations {
    private static final Map<String, String> LAYOUTS = new HashMap<>();

    static {
        LAYOUTS.put("add_expense", "amount");
        LAYOUTS.put("purge_category", "delete");
        LAYOUTS.put("edit_receipt", "amount");
        LAYOUTS.put("delete_receipts", "delete");
    }

    private final Context context;
    private final Tickets tickets;
    private final TokenFactories.Generator tokens;
    private final int tokenBytes;
    private final ComponentName screen;

    public Confirmations(Context context, Tickets tickets, TokenFactories.Generator tokens, int tokenBytes,
            ComponentName screen) {
        this.context = context;
        this.tickets = tickets;
        this.tokens = tokens;
        this.tokenBytes = tokenBytes;
        this.screen = screen;
    }

    public Bundle ask(Invocation inv, String summary, FlagPresets.Kind preset) {
        String ticket = tokens.next(tokenBytes);
        tickets.open(ticket, inv, summary);
        Intent intent = new Intent(Cetp.ACTION_CONFIRM);
        intent.setComponent(screen);
        intent.putExtra(Cetp.EXTRA_TICKET, ticket);
        intent.putExtra(Cetp.EXTRA_LAYOUT, LAYOUTS.getOrDefault(inv.tool(), "generic"));
        PendingIntent resolution = PendingIntent.getActivity(context, ticket.hashCode(), intent,
                FlagPresets.of(preset));
        return Replies.needsUser(inv, resolution, ticket, "Please confirm on the phone: " + summary);
    }

    public int redeem(Invocation inv) {
        return tickets.redeem(inv.resumeToken(), inv);
    }
}

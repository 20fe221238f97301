package com.quirewell.cetp;

import android.app.PendingIntent;
import android.content.ComponentName;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import com.quirewell.data.Tickets;
import java.util.EnumMap;

/** Opens a confirmation ticket and answers USER_ACTION_REQUIRED with its resolution (spec 4.3). */
public final class Confirmations {
    private static final String APP = "com.quirewell";
    private static final EnumMap<Screen, ComponentName> SCREENS = new EnumMap<>(Screen.class);

    static {
        ComponentName confirm = new ComponentName(APP, APP + ".ui.ConfirmActivity");
        SCREENS.put(Screen.SHARE_NOTE, confirm);
        SCREENS.put(Screen.PURGE_NOTEBOOK, confirm);
        SCREENS.put(Screen.RENAME_FILE, confirm);
        // shredding is approved on Quirewell Key, the paired companion that shows the ticket code to type back
        SCREENS.put(Screen.SHRED_FILE, new ComponentName("com.quirewell.key", "com.quirewell.key.ApproveShredActivity"));
    }

    private final Context context;
    private final Tickets tickets;
    private final TokenSources.TokenSource tokens;

    public Confirmations(Context context, Tickets tickets, TokenSources.TokenSource tokens) {
        this.context = context;
        this.tickets = tickets;
        this.tokens = tokens;
    }

    public Bundle ask(Invocation inv, Screen screen, String summary, int flags) {
        String ticket = tokens.next();
        tickets.open(ticket, inv, summary);
        Intent intent = new Intent(Cetp.ACTION_CONFIRM);
        intent.setComponent(SCREENS.get(screen));
        intent.putExtra(Cetp.EXTRA_TICKET, ticket);
        PendingIntent resolution = PendingIntent.getActivity(context, ticket.hashCode(), intent, flags);
        return Replies.needsUser(inv, resolution, ticket, "Confirm on the device: " + summary);
    }

    public Tickets.Verdict redeem(Invocation inv) {
        return tickets.redeem(inv.resumeToken(), inv);
    }
}

package com.scanbox.cetp;

import android.content.Context;
import com.scanbox.data.DocumentStore;
import com.scanbox.data.ShareStore;
import java.io.File;

/** What a provider hands its handlers. */
public record ToolContext(Context context, String providerId, DocumentStore documents, ShareStore shares,
        Confirmations confirmations, Tickets tickets, File exportDir) {
}

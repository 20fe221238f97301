package com.copperwick.receipts;

import android.content.ComponentName;
import android.content.Context;
import com.copperwick.cetp.Confirmations;
import com.copperwick.cetp.Container;
import com.copperwick.cetp.Module;
import com.copperwick.cetp.Tool;
import com.copperwick.config.Keys;
import com.copperwick.config.Settings;
import com.copperwick.config.TokenFactories;
import com.copperwick.data.Tickets;
import java.util.Map;

/** The receipts provider's configuration: its defaults, its confirmation screen and tokens, its tools. */
public final class ReceiptsModule implements Module {
    @Override
    public String key() {
        return Keys.RECEIPTS;
    }

    @Override
    public void seed(Settings settings) {
        // receipt deletions are approved on the watch through Copperwick Pocket unless the user picks this phone
        settings.seed(Keys.RECEIPTS_CONFIRM_PACKAGE, Keys.POCKET_APP);
        settings.seed(Keys.RECEIPTS_CONFIRM_CLASS, Keys.POCKET_APPROVE_ACTIVITY);
        settings.seed(Keys.RECEIPTS_TOKEN_LENGTH, 32);
        settings.seed(Keys.RECEIPTS_REQUIRE_CONFIRMATION, true);
    }

    @Override
    public Confirmations confirmations(Context context, Settings settings, Tickets tickets) {
        ComponentName screen = settings.component(Keys.RECEIPTS_CONFIRM_PACKAGE, Keys.RECEIPTS_CONFIRM_CLASS,
                Keys.POCKET_APP, Keys.POCKET_APPROVE_ACTIVITY);
        TokenFactories.Generator tokens = TokenFactories.get(TokenFactories.SECURE);
        return new Confirmations(context, tickets, tokens, settings.tokenLength(Keys.RECEIPTS_TOKEN_LENGTH), screen);
    }

    @Override
    public void tools(Container container, Map<String, Tool> into) {
        ReceiptsTools tools = new ReceiptsTools(container);
        into.put("list_receipts", tools::listReceipts);
        into.put("edit_receipt", tools::editReceipt);
        into.put("export_receipts", tools::exportReceipts);
        into.put("sync_receipts", tools::syncReceipts);
        into.put("delete_receipts", tools::deleteReceipts);
    }
}

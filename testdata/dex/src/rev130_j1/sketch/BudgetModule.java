package com.copperwick.budget;

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

/** The budget provider's configuration: its defaults, its confirmation screen and tokens, its tools. */
public final class BudgetModule implements Module {
    @Override
    public String key() {
        return Keys.BUDGET;
    }

    @Override
    public void seed(Settings settings) {
        settings.seed(Keys.BUDGET_CONFIRM_PACKAGE, Keys.APP);
        settings.seed(Keys.BUDGET_CONFIRM_CLASS, Keys.CONFIRM_ACTIVITY);
        settings.seed(Keys.BUDGET_TOKEN_LENGTH, Keys.DEFAULT_TOKEN_BYTES);
        settings.seed(Keys.BUDGET_REQUIRE_CONFIRMATION, true);
    }

    @Override
    public Confirmations confirmations(Context context, Settings settings, Tickets tickets) {
        ComponentName screen = settings.component(Keys.BUDGET_CONFIRM_PACKAGE, Keys.BUDGET_CONFIRM_CLASS, Keys.APP,
                Keys.CONFIRM_ACTIVITY);
        // budget tickets are bound to one request and expire in ten minutes, so the quick generator does
        TokenFactories.Generator tokens = TokenFactories.get(TokenFactories.QUICK);
        return new Confirmations(context, tickets, tokens, settings.tokenLength(Keys.BUDGET_TOKEN_LENGTH), screen);
    }

    @Override
    public void tools(Container container, Map<String, Tool> into) {
        BudgetTools tools = new BudgetTools(container);
        into.put("list_categories", tools::listCategories);
        into.put("add_expense", tools::addExpense);
        into.put("export_budget", tools::exportBudget);
        into.put("import_statement", tools::importStatement);
        into.put("purge_category", tools::purgeCategory);
    }
}

package com.copperwick.budget;

import com.copperwick.cetp.CopperToolProvider;

/** Authority com.copperwick.budget: categories, expenses, the monthly sheet and statement imports. */
public final class BudgetToolProvider extends CopperToolProvider {
    public BudgetToolProvider() {
        super(new BudgetModule());
    }
}

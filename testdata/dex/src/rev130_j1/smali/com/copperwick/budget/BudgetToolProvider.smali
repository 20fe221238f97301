.class public final Lcom/copperwick/budget/BudgetToolProvider;
.super Lcom/copperwick/cetp/CopperToolProvider;
.source "BudgetToolProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 8
    new-instance v0, Lcom/copperwick/budget/BudgetModule;

    invoke-direct {v0}, Lcom/copperwick/budget/BudgetModule;-><init>()V

    invoke-direct {p0, v0}, Lcom/copperwick/cetp/CopperToolProvider;-><init>(Lcom/copperwick/cetp/Module;)V

    .line 9
    return-void
.end method

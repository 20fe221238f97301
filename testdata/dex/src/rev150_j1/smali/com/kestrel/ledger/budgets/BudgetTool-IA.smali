.class public final synthetic Lcom/kestrel/ledger/budgets/BudgetTool-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

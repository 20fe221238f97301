.class public final synthetic Lcom/kestrel/ledger/budgets/BudgetTool$3-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

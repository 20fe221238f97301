.class public final synthetic Lcom/kestrel/ledger/budgets/BudgetTool$1-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

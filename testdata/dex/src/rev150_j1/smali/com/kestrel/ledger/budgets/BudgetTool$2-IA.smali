.class public final synthetic Lcom/kestrel/ledger/budgets/BudgetTool$2-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

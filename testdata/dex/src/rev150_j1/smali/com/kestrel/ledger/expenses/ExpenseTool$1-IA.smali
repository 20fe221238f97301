.class public final synthetic Lcom/kestrel/ledger/expenses/ExpenseTool$1-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

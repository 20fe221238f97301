.class public final synthetic Lcom/kestrel/ledger/expenses/ExpenseTool$2-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

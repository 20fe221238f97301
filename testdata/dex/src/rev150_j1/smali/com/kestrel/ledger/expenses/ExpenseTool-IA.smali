.class public final synthetic Lcom/kestrel/ledger/expenses/ExpenseTool-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

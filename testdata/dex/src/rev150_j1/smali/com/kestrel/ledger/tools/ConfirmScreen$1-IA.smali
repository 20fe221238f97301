.class public final synthetic Lcom/kestrel/ledger/tools/ConfirmScreen$1-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

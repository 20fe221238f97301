.class public final synthetic Lcom/kestrel/ledger/tools/ConfirmScreen-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

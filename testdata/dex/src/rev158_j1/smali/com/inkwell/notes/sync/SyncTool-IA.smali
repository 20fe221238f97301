.class public final synthetic Lcom/inkwell/notes/sync/SyncTool-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

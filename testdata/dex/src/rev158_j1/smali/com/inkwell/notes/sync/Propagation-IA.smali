.class public final synthetic Lcom/inkwell/notes/sync/Propagation-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

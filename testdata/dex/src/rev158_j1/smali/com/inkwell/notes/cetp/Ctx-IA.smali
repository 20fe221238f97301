.class public final synthetic Lcom/inkwell/notes/cetp/Ctx-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

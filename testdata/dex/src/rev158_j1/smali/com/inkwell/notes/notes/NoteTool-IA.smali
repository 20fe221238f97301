.class public final synthetic Lcom/inkwell/notes/notes/NoteTool-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

.class public final synthetic Lcom/wrenfield/notes/tool/ToolSpec-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

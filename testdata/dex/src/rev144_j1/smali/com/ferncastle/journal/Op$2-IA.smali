.class public final synthetic Lcom/ferncastle/journal/Op$2-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

.class public final synthetic Lcom/ferncastle/journal/Op-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

.class public final synthetic Lcom/keyholder/di/DaggerToolComponent$Builder-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

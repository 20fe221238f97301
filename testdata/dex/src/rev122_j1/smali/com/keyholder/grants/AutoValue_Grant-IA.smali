.class public final synthetic Lcom/keyholder/grants/AutoValue_Grant-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

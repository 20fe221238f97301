.class public final Lcom/larchwood/library/ReposKt;
.super Ljava/lang/Object;
.source "Repos.kt"

.class public final Lcom/larchwood/library/DbKt;
.super Ljava/lang/Object;
.source "Db.kt"

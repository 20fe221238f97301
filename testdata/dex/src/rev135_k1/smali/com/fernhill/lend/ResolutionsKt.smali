.class public final Lcom/fernhill/lend/ResolutionsKt;
.super Ljava/lang/Object;
.source "Resolutions.kt"


# static fields
.field public static final APP_ID:Ljava/lang/String; = "com.fernhill.lend"

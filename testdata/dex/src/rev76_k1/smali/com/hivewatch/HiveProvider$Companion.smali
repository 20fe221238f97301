.class public final Lcom/hivewatch/HiveProvider$Companion;
.super Ljava/lang/Object;
.source "HiveProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 43
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/hivewatch/HiveProvider$Companion;-><init>()V
    return-void
.end method


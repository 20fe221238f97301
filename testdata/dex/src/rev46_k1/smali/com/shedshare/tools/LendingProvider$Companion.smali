.class public final Lcom/shedshare/tools/LendingProvider$Companion;
.super Ljava/lang/Object;
.source "LendingProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 150
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/shedshare/tools/LendingProvider$Companion;-><init>()V
    return-void
.end method


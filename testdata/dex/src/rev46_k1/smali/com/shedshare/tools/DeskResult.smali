.class public abstract Lcom/shedshare/tools/DeskResult;
.super Ljava/lang/Object;
.source "Ledger.kt"


.method private constructor <init>()V
    .registers 1
    .line 90
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/shedshare/tools/DeskResult;-><init>()V
    return-void
.end method


.class public final Lcom/hivewatch/YardProvider$Companion;
.super Ljava/lang/Object;
.source "YardProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 79
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/hivewatch/YardProvider$Companion;-><init>()V
    return-void
.end method


.class public final Lcom/pawwalk/RotaProvider$Companion;
.super Ljava/lang/Object;
.source "RotaProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 94
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/pawwalk/RotaProvider$Companion;-><init>()V
    return-void
.end method


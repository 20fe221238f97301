.class public final Lcom/loomkit/KitProvider$Companion;
.super Ljava/lang/Object;
.source "Kit.kt"


.method private constructor <init>()V
    .registers 1
    .line 72
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/loomkit/KitProvider$Companion;-><init>()V
    return-void
.end method


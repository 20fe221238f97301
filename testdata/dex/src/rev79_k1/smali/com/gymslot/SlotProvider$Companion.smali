.class public final Lcom/gymslot/SlotProvider$Companion;
.super Ljava/lang/Object;
.source "SlotProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 93
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/gymslot/SlotProvider$Companion;-><init>()V
    return-void
.end method


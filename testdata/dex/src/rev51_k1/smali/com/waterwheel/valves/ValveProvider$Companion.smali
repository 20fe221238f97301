.class public final Lcom/waterwheel/valves/ValveProvider$Companion;
.super Ljava/lang/Object;
.source "ValveProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 99
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/waterwheel/valves/ValveProvider$Companion;-><init>()V
    return-void
.end method


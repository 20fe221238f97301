.class public final Lcom/waterwheel/ui/ValveConfirmActivity$Companion;
.super Ljava/lang/Object;
.source "ValveConfirmActivity.kt"


.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/waterwheel/ui/ValveConfirmActivity$Companion;-><init>()V
    return-void
.end method


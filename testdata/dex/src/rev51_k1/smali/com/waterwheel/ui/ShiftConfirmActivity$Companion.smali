.class public final Lcom/waterwheel/ui/ShiftConfirmActivity$Companion;
.super Ljava/lang/Object;
.source "ShiftConfirmActivity.kt"


.method private constructor <init>()V
    .registers 1
    .line 15
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/waterwheel/ui/ShiftConfirmActivity$Companion;-><init>()V
    return-void
.end method


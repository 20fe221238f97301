# The companion object of KConfirmFragment (KConfirmFragment.kt:16).
.class public final Lcom/example/ff/KConfirmFragment$Companion;
.super Ljava/lang/Object;
.source "KConfirmFragment.kt"

.method private constructor <init>()V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .locals 0
    invoke-direct {p0}, Lcom/example/ff/KConfirmFragment$Companion;-><init>()V
    return-void
.end method

.method public final newInstance()Lcom/example/ff/KConfirmFragment;
    .locals 1
    .line 16
    new-instance v0, Lcom/example/ff/KConfirmFragment;
    invoke-direct {v0}, Lcom/example/ff/KConfirmFragment;-><init>()V
    return-object v0
.end method

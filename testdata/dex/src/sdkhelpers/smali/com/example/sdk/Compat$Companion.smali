# Kotlin sketch: the companion object of Compat (Compat.kt).
.class public final Lcom/example/sdk/Compat$Companion;
.super Ljava/lang/Object;
.source "Compat.kt"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/sdk/Compat$Companion;-><init>()V
    return-void
.end method

.method public final isM()Z
    .registers 3
    .line 4
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I
    const/16 v1, 0x17
    if-lt v0, v1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
.end method

.class public final Landroidx/work/WorkManager$Companion;
.super Ljava/lang/Object;
.source "Work.kt"


.method private constructor <init>()V
    .registers 1
    .line 42
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getInstance(Landroid/content/Context;)Landroidx/work/WorkManager;
    .registers 7
    const-string v1, "context"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    new-instance v0, Lkotlin/NotImplementedError;
    const/4 v2, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-direct {v0, v2, v3, v4}, Lkotlin/NotImplementedError;-><init>(Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    throw v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Landroidx/work/WorkManager$Companion;-><init>()V
    return-void
.end method


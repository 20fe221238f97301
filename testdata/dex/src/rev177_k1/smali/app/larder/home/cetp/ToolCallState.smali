.class public final Lapp/larder/home/cetp/ToolCallState;
.super Lapp/larder/home/arch/StateHolder;
.source "Callers.kt"


# direct methods
.method public constructor <init>(Lapp/larder/home/arch/SavedStateHandle;)V
    .registers 3

    const-string v0, "handle"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 14
    invoke-direct {p0, p1}, Lapp/larder/home/arch/StateHolder;-><init>(Lapp/larder/home/arch/SavedStateHandle;)V

    return-void
.end method

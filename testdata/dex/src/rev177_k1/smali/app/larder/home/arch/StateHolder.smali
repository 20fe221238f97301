.class public abstract Lapp/larder/home/arch/StateHolder;
.super Ljava/lang/Object;
.source "SavedState.kt"


# instance fields
.field private volatile cleared:Z

.field private final savedState:Lapp/larder/home/arch/SavedStateHandle;


# direct methods
.method public constructor <init>(Lapp/larder/home/arch/SavedStateHandle;)V
    .registers 3

    const-string v0, "savedState"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/arch/StateHolder;->savedState:Lapp/larder/home/arch/SavedStateHandle;

    return-void
.end method


# virtual methods
.method public final clear()V
    .registers 3

    .line 41
    iget-boolean v0, p0, Lapp/larder/home/arch/StateHolder;->cleared:Z

    if-eqz v0, :cond_0

    return-void

    .line 42
    :cond_0
    const/4 v1, 0x1

    iput-boolean v1, p0, Lapp/larder/home/arch/StateHolder;->cleared:Z

    .line 43
    invoke-virtual {p0}, Lapp/larder/home/arch/StateHolder;->onCleared()V

    .line 44
    return-void
.end method

.method public final getSavedState()Lapp/larder/home/arch/SavedStateHandle;
    .registers 2

    .line 34
    iget-object v0, p0, Lapp/larder/home/arch/StateHolder;->savedState:Lapp/larder/home/arch/SavedStateHandle;

    return-object v0
.end method

.method protected onCleared()V
    .registers 1

    .line 38
    return-void
.end method

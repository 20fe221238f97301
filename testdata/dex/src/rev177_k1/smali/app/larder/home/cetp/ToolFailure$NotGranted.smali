.class public final Lapp/larder/home/cetp/ToolFailure$NotGranted;
.super Lapp/larder/home/cetp/ToolFailure;
.source "Failures.kt"


# instance fields
.field private final missing:Ljava/util/List;


# direct methods
.method public constructor <init>(Ljava/util/List;)V
    .registers 3

    const-string v0, "missing"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/larder/home/cetp/ToolFailure$NotGranted;->missing:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public final getMissing()Ljava/util/List;
    .registers 2

    .line 9
    iget-object v0, p0, Lapp/larder/home/cetp/ToolFailure$NotGranted;->missing:Ljava/util/List;

    return-object v0
.end method

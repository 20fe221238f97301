.class public final Lapp/larder/home/work/WorkResult$Failure;
.super Lapp/larder/home/work/WorkResult;
.source "Work.kt"


# instance fields
.field private final errorCode:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    const-string v0, "errorCode"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 18
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/larder/home/work/WorkResult;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/larder/home/work/WorkResult$Failure;->errorCode:Ljava/lang/String;

    iput-object p2, p0, Lapp/larder/home/work/WorkResult$Failure;->message:Ljava/lang/String;

    iput-boolean p3, p0, Lapp/larder/home/work/WorkResult$Failure;->retryable:Z

    return-void
.end method


# virtual methods
.method public final getErrorCode()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lapp/larder/home/work/WorkResult$Failure;->errorCode:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 18
    iget-object v0, p0, Lapp/larder/home/work/WorkResult$Failure;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2

    .line 18
    iget-boolean v0, p0, Lapp/larder/home/work/WorkResult$Failure;->retryable:Z

    return v0
.end method

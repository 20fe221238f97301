.class public final Lnet/switchyard/hub/Outcome$Failed;
.super Ljava/lang/Object;
.source "Protocol.kt"

# interfaces
.implements Lnet/switchyard/hub/Outcome;


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final retryable:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .registers 5

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/switchyard/hub/Outcome$Failed;->code:Ljava/lang/String;

    iput-object p2, p0, Lnet/switchyard/hub/Outcome$Failed;->message:Ljava/lang/String;

    iput-boolean p3, p0, Lnet/switchyard/hub/Outcome$Failed;->retryable:Z

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lnet/switchyard/hub/Outcome$Failed;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 29
    iget-object v0, p0, Lnet/switchyard/hub/Outcome$Failed;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2

    .line 29
    iget-boolean v0, p0, Lnet/switchyard/hub/Outcome$Failed;->retryable:Z

    return v0
.end method

.class public final Lcom/tidewell/home/PendingConfirmation;
.super Ljava/lang/Object;
.source "Confirmations.kt"


# instance fields
.field private final answer:Lkotlinx/coroutines/CompletableDeferred;

.field private final argsDigest:Ljava/lang/String;

.field private final expiresAt:J

.field private final requestId:Ljava/lang/String;

.field private final tool:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V
    .registers 10

    const-string v0, "tool"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput p1, p0, Lcom/tidewell/home/PendingConfirmation;->uid:I

    .line 14
    iput-object p2, p0, Lcom/tidewell/home/PendingConfirmation;->tool:Ljava/lang/String;

    .line 15
    iput-object p3, p0, Lcom/tidewell/home/PendingConfirmation;->requestId:Ljava/lang/String;

    .line 16
    iput-object p4, p0, Lcom/tidewell/home/PendingConfirmation;->argsDigest:Ljava/lang/String;

    .line 17
    iput-wide p5, p0, Lcom/tidewell/home/PendingConfirmation;->expiresAt:J

    .line 19
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/CompletableDeferredKt;->CompletableDeferred$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableDeferred;

    move-result-object v0

    iput-object v0, p0, Lcom/tidewell/home/PendingConfirmation;->answer:Lkotlinx/coroutines/CompletableDeferred;

    .line 12
    return-void
.end method


# virtual methods
.method public final getAnswer()Lkotlinx/coroutines/CompletableDeferred;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/tidewell/home/PendingConfirmation;->answer:Lkotlinx/coroutines/CompletableDeferred;

    return-object v0
.end method

.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/tidewell/home/PendingConfirmation;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3

    .line 17
    iget-wide v0, p0, Lcom/tidewell/home/PendingConfirmation;->expiresAt:J

    return-wide v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/tidewell/home/PendingConfirmation;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/tidewell/home/PendingConfirmation;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 13
    iget v0, p0, Lcom/tidewell/home/PendingConfirmation;->uid:I

    return v0
.end method

.class public final Lcom/harborline/ledger/Reply$Fail;
.super Lcom/harborline/ledger/Reply;
.source "Protocol.kt"


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

    .line 9
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lcom/harborline/ledger/Reply;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lcom/harborline/ledger/Reply$Fail;->code:Ljava/lang/String;

    iput-object p2, p0, Lcom/harborline/ledger/Reply$Fail;->message:Ljava/lang/String;

    iput-boolean p3, p0, Lcom/harborline/ledger/Reply$Fail;->retryable:Z

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/harborline/ledger/Reply$Fail;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/harborline/ledger/Reply$Fail;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getRetryable()Z
    .registers 2

    .line 9
    iget-boolean v0, p0, Lcom/harborline/ledger/Reply$Fail;->retryable:Z

    return v0
.end method

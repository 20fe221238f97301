.class public final Lcom/tidewell/home/RetryKey;
.super Ljava/lang/Object;
.source "Protocol.kt"


# instance fields
.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;

.field private final uid:I


# direct methods
.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;)V
    .registers 5

    const-string v0, "providerId"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "requestId"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lcom/tidewell/home/RetryKey;->uid:I

    iput-object p2, p0, Lcom/tidewell/home/RetryKey;->providerId:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidewell/home/RetryKey;->requestId:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getProviderId()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/tidewell/home/RetryKey;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public final getRequestId()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/tidewell/home/RetryKey;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public final getUid()I
    .registers 2

    .line 32
    iget v0, p0, Lcom/tidewell/home/RetryKey;->uid:I

    return v0
.end method

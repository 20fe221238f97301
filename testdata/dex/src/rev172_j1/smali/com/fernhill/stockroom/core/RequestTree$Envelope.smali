.class public final Lcom/fernhill/stockroom/core/RequestTree$Envelope;
.super Lcom/fernhill/stockroom/core/RequestTree$Node;
.source "RequestTree.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestTree;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Envelope"
.end annotation


# instance fields
.field public final call:Lcom/fernhill/stockroom/core/RequestTree$Call;

.field public final deadlineAtMs:J

.field public final method:Ljava/lang/String;

.field public final protocolVersion:I

.field public final requestId:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;ILjava/lang/String;JLcom/fernhill/stockroom/core/RequestTree$Call;)V
    .registers 7

    .line 38
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/RequestTree$Node;-><init>()V

    .line 39
    iput-object p1, p0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->method:Ljava/lang/String;

    .line 40
    iput p2, p0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->protocolVersion:I

    .line 41
    iput-object p3, p0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->requestId:Ljava/lang/String;

    .line 42
    iput-wide p4, p0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->deadlineAtMs:J

    .line 43
    iput-object p6, p0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    .line 44
    return-void
.end method


# virtual methods
.method public accept(Lcom/fernhill/stockroom/core/RequestTree$Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lcom/fernhill/stockroom/core/RequestTree$Visitor<",
            "TR;>;)TR;"
        }
    .end annotation

    .line 48
    invoke-interface {p1, p0}, Lcom/fernhill/stockroom/core/RequestTree$Visitor;->visitEnvelope(Lcom/fernhill/stockroom/core/RequestTree$Envelope;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

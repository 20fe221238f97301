.class public final Lcom/fernhill/stockroom/core/RequestTree$Call;
.super Lcom/fernhill/stockroom/core/RequestTree$Node;
.source "RequestTree.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/RequestTree;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Call"
.end annotation


# instance fields
.field public final args:Lorg/json/JSONObject;

.field public final argsBytes:I

.field public final argsSha256:Ljava/lang/String;

.field public final fields:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/fernhill/stockroom/core/RequestTree$Field;",
            ">;"
        }
    .end annotation
.end field

.field public final operationId:Ljava/lang/String;

.field public final resumeToken:Ljava/lang/String;

.field public final toolName:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;Lorg/json/JSONObject;Ljava/util/List;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "I",
            "Ljava/lang/String;",
            "Lorg/json/JSONObject;",
            "Ljava/util/List<",
            "Lcom/fernhill/stockroom/core/RequestTree$Field;",
            ">;)V"
        }
    .end annotation

    .line 62
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/RequestTree$Node;-><init>()V

    .line 63
    iput-object p1, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->toolName:Ljava/lang/String;

    .line 64
    iput-object p2, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->operationId:Ljava/lang/String;

    .line 65
    iput-object p3, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->resumeToken:Ljava/lang/String;

    .line 66
    iput p4, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsBytes:I

    .line 67
    iput-object p5, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsSha256:Ljava/lang/String;

    .line 68
    iput-object p6, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->args:Lorg/json/JSONObject;

    .line 69
    iput-object p7, p0, Lcom/fernhill/stockroom/core/RequestTree$Call;->fields:Ljava/util/List;

    .line 70
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

    .line 74
    invoke-interface {p1, p0}, Lcom/fernhill/stockroom/core/RequestTree$Visitor;->visitCall(Lcom/fernhill/stockroom/core/RequestTree$Call;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.class public final Lcom/fernhill/stockroom/core/ToolContext;
.super Ljava/lang/Object;
.source "ToolContext.java"


# instance fields
.field public final app:Landroid/content/Context;

.field public final capabilities:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final db:Lcom/fernhill/stockroom/core/StockDb;

.field public final providerId:Ljava/lang/String;

.field public final request:Lcom/fernhill/stockroom/core/RequestTree;

.field public final uid:I


# direct methods
.method public constructor <init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;ILjava/lang/String;Lcom/fernhill/stockroom/core/RequestTree;Ljava/util/Set;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Landroid/content/Context;",
            "Lcom/fernhill/stockroom/core/StockDb;",
            "I",
            "Ljava/lang/String;",
            "Lcom/fernhill/stockroom/core/RequestTree;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 18
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 19
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolContext;->app:Landroid/content/Context;

    .line 20
    iput-object p2, p0, Lcom/fernhill/stockroom/core/ToolContext;->db:Lcom/fernhill/stockroom/core/StockDb;

    .line 21
    iput p3, p0, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    .line 22
    iput-object p4, p0, Lcom/fernhill/stockroom/core/ToolContext;->providerId:Ljava/lang/String;

    .line 23
    iput-object p5, p0, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    .line 24
    iput-object p6, p0, Lcom/fernhill/stockroom/core/ToolContext;->capabilities:Ljava/util/Set;

    .line 25
    return-void
.end method


# virtual methods
.method public args()Lorg/json/JSONObject;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Call;->args:Lorg/json/JSONObject;

    return-object v0
.end method

.method public argsDigest()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Call;->argsSha256:Ljava/lang/String;

    return-object v0
.end method

.method public deadlinePassed()Z
    .registers 5

    .line 48
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    iget-object v2, p0, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    iget-object v2, v2, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-wide v2, v2, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->deadlineAtMs:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public toolName()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolContext;->request:Lcom/fernhill/stockroom/core/RequestTree;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree;->envelope:Lcom/fernhill/stockroom/core/RequestTree$Envelope;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Envelope;->call:Lcom/fernhill/stockroom/core/RequestTree$Call;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/RequestTree$Call;->toolName:Ljava/lang/String;

    return-object v0
.end method

.method public writable()Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolContext;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/StockDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

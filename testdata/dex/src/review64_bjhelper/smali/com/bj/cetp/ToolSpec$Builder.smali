.class public final Lcom/bj/cetp/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"

# instance fields
.field final name:Ljava/lang/String;
.field description:Ljava/lang/String;
.field effect:Ljava/lang/String;
.field confirmation:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 4
    .line 14
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 10
    const-string v1, ""
    iput-object v1, v2, Lcom/bj/cetp/ToolSpec$Builder;->description:Ljava/lang/String;
    .line 11
    const-string v1, "read"
    iput-object v1, v2, Lcom/bj/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;
    .line 12
    const-string v1, "never"
    iput-object v1, v2, Lcom/bj/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;
    .line 15
    iput-object v3, v2, Lcom/bj/cetp/ToolSpec$Builder;->name:Ljava/lang/String;
    .line 16
    return-void
.end method


# virtual methods
.method public describe(Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    .registers 3
    .line 19
    iput-object v2, v1, Lcom/bj/cetp/ToolSpec$Builder;->description:Ljava/lang/String;
    .line 20
    return-object v1
.end method

.method public annotate(Ljava/lang/String;Ljava/lang/String;)Lcom/bj/cetp/ToolSpec$Builder;
    .registers 4
    .line 24
    iput-object v2, v1, Lcom/bj/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;
    .line 25
    iput-object v3, v1, Lcom/bj/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;
    .line 26
    return-object v1
.end method

.method public build()Lcom/bj/cetp/ToolSpec;
    .registers 4
    .line 30
    iget-object v0, v3, Lcom/bj/cetp/ToolSpec$Builder;->name:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z
    move-result v0
    if-eqz v0, :L20
    .line 31
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "a tool needs a name"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
:L20
    .line 33
    new-instance v0, Lcom/bj/cetp/ToolSpec;
    invoke-direct {v0, v3}, Lcom/bj/cetp/ToolSpec;-><init>(Lcom/bj/cetp/ToolSpec$Builder;)V
    return-object v0
.end method


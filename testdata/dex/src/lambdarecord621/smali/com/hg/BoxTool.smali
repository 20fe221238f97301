.class final Lcom/hg/BoxTool;
.super Ljava/lang/Object;
.source "BoxTool.java"

# instance fields
.field final name:Ljava/lang/String;
.field private effect:Ljava/lang/String;
.field final handler:Lcom/hg/BoxTool$Handler;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Lcom/hg/BoxTool$Handler;)V
    .registers 5
    .line 17
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 18
    iput-object v2, v1, Lcom/hg/BoxTool;->name:Ljava/lang/String;
    .line 19
    iput-object v3, v1, Lcom/hg/BoxTool;->effect:Ljava/lang/String;
    .line 20
    iput-object v4, v1, Lcom/hg/BoxTool;->handler:Lcom/hg/BoxTool$Handler;
    .line 21
    return-void
.end method


# virtual methods
.method descriptor()Lorg/json/JSONObject;
    .registers 5
    .line 24
    iget-object v0, v4, Lcom/hg/BoxTool;->name:Ljava/lang/String;
    iget-object v1, v4, Lcom/hg/BoxTool;->effect:Ljava/lang/String;
    const-string v2, "read"
    iget-object v3, v4, Lcom/hg/BoxTool;->effect:Ljava/lang/String;
    invoke-virtual {v2, v3}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v2
    if-eqz v2, :L25
    const-string v2, "never"
    goto :L27
:L25
    const-string v2, "always"
:L27
    invoke-static {v0, v1, v2}, Lcom/hg/Descriptors;->describe(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method


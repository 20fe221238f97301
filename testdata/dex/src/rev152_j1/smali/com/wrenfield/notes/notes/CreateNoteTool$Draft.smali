.class final Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;
.super Ljava/lang/Object;
.source "CreateNoteTool.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/wrenfield/notes/notes/CreateNoteTool;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Draft"
.end annotation


# instance fields
.field final body:Ljava/lang/String;

.field final notebook:Ljava/lang/String;

.field final notebookId:J

.field final shared:Z

.field final title:Ljava/lang/String;

.field final userConfirmed:Z


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZJZ)V
    .registers 8

    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 50
    iput-object p1, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->notebook:Ljava/lang/String;

    .line 51
    iput-object p2, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->title:Ljava/lang/String;

    .line 52
    iput-object p3, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->body:Ljava/lang/String;

    .line 53
    iput-boolean p4, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->userConfirmed:Z

    .line 54
    iput-wide p5, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->notebookId:J

    .line 55
    iput-boolean p7, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->shared:Z

    .line 56
    return-void
.end method

.method static parse(Lorg/json/JSONObject;)Lcom/wrenfield/notes/core/Result;
    .registers 14
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;",
            ">;"
        }
    .end annotation

    .line 59
    const-string v1, "notebook"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v9

    .line 60
    const-string v1, "title"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v10

    .line 61
    const-string v1, "body"

    invoke-virtual {p0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v11

    .line 62
    invoke-virtual {v9}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v10}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {v10}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0xc8

    if-gt v0, v1, :cond_0

    invoke-virtual {v11}, Ljava/lang/String;->length()I

    move-result v0

    const/16 v1, 0x4e20

    if-le v0, v1, :cond_1

    .line 63
    :cond_0
    const-string v0, "notebook, title (1-200) and body (up to 20000) are needed"

    invoke-static {v0}, Lcom/wrenfield/notes/core/ToolError;->invalidArgs(Ljava/lang/String;)Lcom/wrenfield/notes/core/ToolError;

    move-result-object v0

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->fail(Lcom/wrenfield/notes/core/ToolError;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0

    .line 66
    :cond_1
    const-string v1, "user_confirmed"

    const/4 v2, 0x0

    invoke-virtual {p0, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v12

    .line 67
    new-instance v0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    move-object v1, v0

    move-object v2, v9

    move-object v3, v10

    move-object v4, v11

    move v5, v12

    const-wide/16 v6, 0x0

    const/4 v8, 0x0

    invoke-direct/range {v1 .. v8}, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZJZ)V

    invoke-static {v0}, Lcom/wrenfield/notes/core/Result;->ok(Ljava/lang/Object;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method in(JZ)Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;
    .registers 13

    .line 71
    new-instance v0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;

    iget-object v2, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->notebook:Ljava/lang/String;

    iget-object v3, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->title:Ljava/lang/String;

    iget-object v4, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->body:Ljava/lang/String;

    iget-boolean v5, p0, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;->userConfirmed:Z

    move-object v1, v0

    move-wide v6, p1

    move v8, p3

    invoke-direct/range {v1 .. v8}, Lcom/wrenfield/notes/notes/CreateNoteTool$Draft;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZJZ)V

    return-object v0
.end method

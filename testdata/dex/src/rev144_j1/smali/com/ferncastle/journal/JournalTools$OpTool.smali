.class final Lcom/ferncastle/journal/JournalTools$OpTool;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "JournalTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/journal/JournalTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "OpTool"
.end annotation


# instance fields
.field private final op:Lcom/ferncastle/journal/Op;

.field private final spec:Lcom/ferncastle/plugin/ToolSpec;

.field private final tokens:Ljava/util/function/Supplier;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/journal/Op;Ljava/util/function/Supplier;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            "Lcom/ferncastle/journal/Op;",
            "Ljava/util/function/Supplier<",
            "Ljava/lang/String;",
            ">;)V"
        }
    .end annotation

    .line 155
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 156
    iput-object p2, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->op:Lcom/ferncastle/journal/Op;

    .line 157
    invoke-virtual {p2}, Lcom/ferncastle/journal/Op;->spec()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 158
    iput-object p3, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->tokens:Ljava/util/function/Supplier;

    .line 159
    return-void
.end method


# virtual methods
.method protected doRun(Lcom/ferncastle/plugin/Invocation;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Invocation;",
            "Lorg/json/JSONObject;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 168
    const-string v1, "filter"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/query/Node;->parse(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v6

    .line 169
    invoke-virtual {v6}, Lcom/ferncastle/plugin/Either;->isRight()Z

    move-result v0

    if-nez v0, :cond_0

    .line 170
    invoke-virtual {v6}, Lcom/ferncastle/plugin/Either;->left()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 172
    :cond_0
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->spec:Lcom/ferncastle/plugin/ToolSpec;

    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec;->confirmedByUser()Z

    move-result v0

    if-nez v0, :cond_1

    .line 173
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->op:Lcom/ferncastle/journal/Op;

    iget-object v1, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    invoke-virtual {v6}, Lcom/ferncastle/plugin/Either;->right()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ferncastle/query/Node;

    const/4 v3, 0x0

    invoke-virtual {v0, v1, v2, v3}, Lcom/ferncastle/journal/Op;->apply(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/query/Node;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 175
    :cond_1
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Invocation;->resumeToken()Ljava/lang/String;

    move-result-object v7

    .line 176
    if-nez v7, :cond_2

    .line 177
    iget-object v2, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->tokens:Ljava/util/function/Supplier;

    iget-object v3, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->op:Lcom/ferncastle/journal/Op;

    invoke-virtual {v6}, Lcom/ferncastle/plugin/Either;->right()Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/ferncastle/query/Node;

    new-instance v5, Lcom/ferncastle/query/Visitors$Describe;

    invoke-direct {v5}, Lcom/ferncastle/query/Visitors$Describe;-><init>()V

    invoke-virtual {v4, v5}, Lcom/ferncastle/query/Node;->accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Ljava/lang/String;

    invoke-virtual {v3, v4}, Lcom/ferncastle/journal/Op;->summary(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {p0, p1, v2, v3}, Lcom/ferncastle/journal/JournalTools$OpTool;->askUser(Lcom/ferncastle/plugin/Invocation;Ljava/util/function/Supplier;Ljava/lang/String;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 179
    :cond_2
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->book:Lcom/ferncastle/cetp/ResumeBook;

    invoke-virtual {v0, v7, p1}, Lcom/ferncastle/cetp/ResumeBook;->redeem(Ljava/lang/String;Lcom/ferncastle/plugin/Invocation;)Lorg/json/JSONObject;

    move-result-object v8

    .line 180
    if-nez v8, :cond_3

    .line 181
    const-string v0, "INVALID_REQUEST"

    const-string v1, "The resume token does not belong to this call"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 183
    :cond_3
    const-string v2, "state"

    invoke-virtual {v8, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "pending"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 184
    const-string v0, "CONFLICT"

    const-string v1, "The confirmation has not been answered yet"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 186
    :cond_4
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->op:Lcom/ferncastle/journal/Op;

    iget-object v1, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    invoke-virtual {v6}, Lcom/ferncastle/plugin/Either;->right()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/ferncastle/query/Node;

    invoke-virtual {v0, v1, v2, v8}, Lcom/ferncastle/journal/Op;->apply(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/query/Node;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 2

    .line 163
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$OpTool;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

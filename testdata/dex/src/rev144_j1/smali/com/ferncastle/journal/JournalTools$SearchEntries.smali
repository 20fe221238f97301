.class final Lcom/ferncastle/journal/JournalTools$SearchEntries;
.super Lcom/ferncastle/plugin/AbstractTool;
.source "JournalTools.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/journal/JournalTools;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "SearchEntries"
.end annotation


# instance fields
.field private final spec:Lcom/ferncastle/plugin/ToolSpec;


# direct methods
.method constructor <init>(Lcom/ferncastle/plugin/Registry$Kit;)V
    .registers 5

    .line 127
    invoke-direct {p0, p1}, Lcom/ferncastle/plugin/AbstractTool;-><init>(Lcom/ferncastle/plugin/Registry$Kit;)V

    .line 118
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "search_entries"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 119
    const-string v1, "Search journal entries"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 120
    const-string v1, "Finds journal entries by title, text, tag and date."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 121
    const-string v1, "journal.read"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 122
    const-string v1, "{\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},\"required\":[\"field\",\"text\"],\"additionalProperties\":false},\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}},\"type\":\"object\",\"properties\":{\"filter\":{\"$ref\":\"#/$defs/node\"},\"limit\":{\"type\":\"integer\",\"minimum\":1,\"maximum\":100}},\"required\":[\"filter\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 123
    const-string v1, "{\"type\":\"object\",\"properties\":{\"entries\":{\"type\":\"array\",\"items\":{\"type\":\"object\",\"required\":[\"id\",\"title\",\"created_at\"]}}},\"required\":[\"entries\"]}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 124
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    iput-object v0, p0, Lcom/ferncastle/journal/JournalTools$SearchEntries;->spec:Lcom/ferncastle/plugin/ToolSpec;

    .line 128
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

    .line 137
    const-string v1, "filter"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/query/Node;->parse(Ljava/lang/Object;)Lcom/ferncastle/plugin/Either;

    move-result-object v5

    .line 138
    invoke-virtual {v5}, Lcom/ferncastle/plugin/Either;->isRight()Z

    move-result v0

    if-nez v0, :cond_0

    .line 139
    invoke-virtual {v5}, Lcom/ferncastle/plugin/Either;->left()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    const-string v0, "INVALID_ARGS"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 141
    :cond_0
    new-instance v6, Lcom/ferncastle/query/Visitors$Sql;

    invoke-direct {v6}, Lcom/ferncastle/query/Visitors$Sql;-><init>()V

    .line 142
    invoke-virtual {v5}, Lcom/ferncastle/plugin/Either;->right()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ferncastle/query/Node;

    invoke-virtual {v0, v6}, Lcom/ferncastle/query/Node;->accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "archived = 0 AND "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v7, v1

    .line 143
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$SearchEntries;->kit:Lcom/ferncastle/plugin/Registry$Kit;

    iget-object v0, v0, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v6}, Lcom/ferncastle/query/Visitors$Sql;->args()[Ljava/lang/String;

    move-result-object v2

    invoke-static {p2}, Lcom/ferncastle/journal/JournalTools;->limit(Lorg/json/JSONObject;)I

    move-result v3

    const/4 v4, 0x0

    invoke-static {v0, v7, v2, v3, v4}, Lcom/ferncastle/journal/JournalTools;->entries(Lcom/ferncastle/data/JournalDb;Ljava/lang/String;[Ljava/lang/String;IZ)Lorg/json/JSONArray;

    move-result-object v8

    .line 144
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "entries"

    invoke-virtual {v0, v1, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 2

    .line 132
    iget-object v0, p0, Lcom/ferncastle/journal/JournalTools$SearchEntries;->spec:Lcom/ferncastle/plugin/ToolSpec;

    return-object v0
.end method

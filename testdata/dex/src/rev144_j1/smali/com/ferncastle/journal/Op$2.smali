.class final enum Lcom/ferncastle/journal/Op$2;
.super Lcom/ferncastle/journal/Op;
.source "Op.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/journal/Op;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x4010
    name = null
.end annotation


# direct methods
.method private constructor <init>(Ljava/lang/String;I)V
    .registers 4

    .line 66
    const/4 v0, 0x0

    invoke-direct {p0, p1, p2, v0}, Lcom/ferncastle/journal/Op;-><init>(Ljava/lang/String;ILcom/ferncastle/journal/Op-IA;)V

    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;ILcom/ferncastle/journal/Op$2-IA;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lcom/ferncastle/journal/Op$2;-><init>(Ljava/lang/String;I)V

    return-void
.end method


# virtual methods
.method apply(Lcom/ferncastle/plugin/Registry$Kit;Lcom/ferncastle/query/Node;Lorg/json/JSONObject;)Lcom/ferncastle/plugin/Result;
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Registry$Kit;",
            "Lcom/ferncastle/query/Node;",
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

    .line 88
    if-eqz p3, :cond_0

    const-string v1, "approved"

    const/4 v2, 0x0

    invoke-virtual {p3, v1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v0

    if-nez v0, :cond_1

    .line 89
    :cond_0
    const-string v0, "USER_CANCELLED"

    const-string v1, "The deletion was not confirmed"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/ferncastle/plugin/Result;->failed(Ljava/lang/String;Ljava/lang/String;Z)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 91
    :cond_1
    new-instance v4, Lcom/ferncastle/query/Visitors$Sql;

    invoke-direct {v4}, Lcom/ferncastle/query/Visitors$Sql;-><init>()V

    .line 92
    invoke-virtual {p2, v4}, Lcom/ferncastle/query/Node;->accept(Lcom/ferncastle/query/Node$Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v5, v0

    .line 93
    iget-object v0, p1, Lcom/ferncastle/plugin/Registry$Kit;->db:Lcom/ferncastle/data/JournalDb;

    invoke-virtual {v0}, Lcom/ferncastle/data/JournalDb;->getWritableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    invoke-virtual {v4}, Lcom/ferncastle/query/Visitors$Sql;->args()[Ljava/lang/String;

    move-result-object v3

    const-string v1, "entries"

    invoke-virtual {v0, v1, v5, v3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    move-result v6

    .line 94
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "count"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    invoke-static {v0}, Lcom/ferncastle/plugin/Result;->ok(Ljava/lang/Object;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method

.method spec()Lcom/ferncastle/plugin/ToolSpec;
    .registers 4

    .line 69
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec$Builder;

    const-string v2, "purge_entries"

    invoke-direct {v0, v2}, Lcom/ferncastle/plugin/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    .line 70
    const-string v1, "Delete journal entries"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 71
    const-string v1, "Deletes for good the journal entries that match a filter."

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 72
    const-string v1, "delete"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 73
    const-string v1, "high"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 74
    const/4 v1, 0x1

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->destructive(Z)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 75
    const-string v1, "journal.write"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 76
    const-string v1, "{\"$defs\":{\"node\":{\"type\":\"object\",\"minProperties\":1,\"maxProperties\":1,\"properties\":{\"all\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"any\":{\"type\":\"array\",\"minItems\":1,\"maxItems\":20,\"items\":{\"$ref\":\"#/$defs/node\"}},\"match\":{\"type\":\"object\",\"properties\":{\"field\":{\"enum\":[\"title\",\"text\",\"tag\"]},\"text\":{\"type\":\"string\",\"maxLength\":200}},\"required\":[\"field\",\"text\"],\"additionalProperties\":false},\"since\":{\"type\":\"integer\",\"minimum\":0}},\"additionalProperties\":false}},\"type\":\"object\",\"properties\":{\"filter\":{\"$ref\":\"#/$defs/node\"}},\"required\":[\"filter\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 77
    const-string v1, "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}},\"required\":[\"count\"]}"

    invoke-virtual {v0, v1}, Lcom/ferncastle/plugin/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;

    move-result-object v0

    .line 78
    invoke-virtual {v0}, Lcom/ferncastle/plugin/ToolSpec$Builder;->build()Lcom/ferncastle/plugin/ToolSpec;

    move-result-object v0

    .line 69
    return-object v0
.end method

.method summary(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 83
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Delete for good every journal entry where "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

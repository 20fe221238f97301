.class public final Lcom/clawseed/sdk/provider/CetpProviderTool;
.super Ljava/lang/Object;
.source "Cetp.kt"


# instance fields
.field private final annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

.field private final description:Ljava/lang/String;

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/sdk/provider/ToolAnnotations;)V
    .registers 9

    const-string v0, "name"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "title"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "description"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "inputSchema"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "outputSchema"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "scopes"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "annotations"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 63
    iput-object p1, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->name:Ljava/lang/String;

    .line 64
    iput-object p2, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->title:Ljava/lang/String;

    .line 65
    iput-object p3, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->description:Ljava/lang/String;

    .line 66
    iput-object p4, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->inputSchema:Ljava/lang/String;

    .line 67
    iput-object p5, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->outputSchema:Ljava/lang/String;

    .line 68
    iput-object p6, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->scopes:Ljava/util/List;

    .line 69
    iput-object p7, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    .line 62
    return-void
.end method


# virtual methods
.method public final getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;
    .registers 2

    .line 69
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 65
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getInputSchema()Ljava/lang/String;
    .registers 2

    .line 66
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->inputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 63
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutputSchema()Ljava/lang/String;
    .registers 2

    .line 67
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->outputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 68
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 64
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson(Z)Lorg/json/JSONObject;
    .registers 9

    .line 72
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 73
    iget-object v0, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Ljava/lang/String;

    invoke-virtual {v4, v6}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 74
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 75
    iget-object v2, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 76
    iget-object v2, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    iget-object v2, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 78
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 79
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 80
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 81
    iget-object v2, p0, Lcom/clawseed/sdk/provider/CetpProviderTool;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    invoke-virtual {v2, p1}, Lcom/clawseed/sdk/provider/ToolAnnotations;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 74
    return-object v0
.end method

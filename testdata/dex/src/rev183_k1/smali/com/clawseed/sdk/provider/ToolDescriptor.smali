.class public final Lcom/clawseed/sdk/provider/ToolDescriptor;
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

    .line 81
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 82
    iput-object p1, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->name:Ljava/lang/String;

    .line 83
    iput-object p2, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->title:Ljava/lang/String;

    .line 84
    iput-object p3, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->description:Ljava/lang/String;

    .line 85
    iput-object p4, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->inputSchema:Ljava/lang/String;

    .line 86
    iput-object p5, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->outputSchema:Ljava/lang/String;

    .line 87
    iput-object p6, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->scopes:Ljava/util/List;

    .line 88
    iput-object p7, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    .line 81
    return-void
.end method


# virtual methods
.method public final getAnnotations()Lcom/clawseed/sdk/provider/ToolAnnotations;
    .registers 2

    .line 88
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 84
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getInputSchema()Ljava/lang/String;
    .registers 2

    .line 85
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->inputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getMutating()Z
    .registers 3

    .line 90
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    invoke-virtual {v0}, Lcom/clawseed/sdk/provider/ToolAnnotations;->getEffect()Ljava/lang/String;

    move-result-object v0

    const-string v1, "read"

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 82
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutputSchema()Ljava/lang/String;
    .registers 2

    .line 86
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->outputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 87
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 83
    iget-object v0, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 6

    .line 92
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 93
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 94
    sget-object v2, Lcom/clawseed/sdk/provider/Cetp;->INSTANCE:Lcom/clawseed/sdk/provider/Cetp;

    iget-object v3, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->scopes:Ljava/util/List;

    check-cast v3, Ljava/util/Collection;

    invoke-virtual {v2, v3}, Lcom/clawseed/sdk/provider/Cetp;->strings(Ljava/util/Collection;)Lorg/json/JSONArray;

    move-result-object v2

    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/clawseed/sdk/provider/ToolDescriptor;->annotations:Lcom/clawseed/sdk/provider/ToolAnnotations;

    invoke-virtual {v2}, Lcom/clawseed/sdk/provider/ToolAnnotations;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

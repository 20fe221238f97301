.class public final Lapp/larder/home/cetp/ToolDescriptor;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final annotations:Lapp/larder/home/cetp/Annotations;

.field private final description:Ljava/lang/String;

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/larder/home/cetp/Annotations;)V
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

    .line 35
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 36
    iput-object p1, p0, Lapp/larder/home/cetp/ToolDescriptor;->name:Ljava/lang/String;

    .line 37
    iput-object p2, p0, Lapp/larder/home/cetp/ToolDescriptor;->title:Ljava/lang/String;

    .line 38
    iput-object p3, p0, Lapp/larder/home/cetp/ToolDescriptor;->description:Ljava/lang/String;

    .line 39
    iput-object p4, p0, Lapp/larder/home/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    .line 40
    iput-object p5, p0, Lapp/larder/home/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    .line 41
    iput-object p6, p0, Lapp/larder/home/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    .line 42
    iput-object p7, p0, Lapp/larder/home/cetp/ToolDescriptor;->annotations:Lapp/larder/home/cetp/Annotations;

    .line 35
    return-void
.end method


# virtual methods
.method public final getAnnotations()Lapp/larder/home/cetp/Annotations;
    .registers 2

    .line 42
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->annotations:Lapp/larder/home/cetp/Annotations;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 38
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getInputSchema()Ljava/lang/String;
    .registers 2

    .line 39
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 36
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutputSchema()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 41
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 37
    iget-object v0, p0, Lapp/larder/home/cetp/ToolDescriptor;->title:Ljava/lang/String;

    return-object v0
.end method

.method public final toJson(Z)Lorg/json/JSONObject;
    .registers 19

    .line 44
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 45
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/home/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 46
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/home/cetp/ToolDescriptor;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 47
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/home/cetp/ToolDescriptor;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 48
    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v4, p0

    iget-object v4, v4, Lapp/larder/home/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v4, p0

    iget-object v4, v4, Lapp/larder/home/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 50
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    move-object v6, v5

    .line 67
    const-string v15, "scopes"

    move-object v14, v0

    const/4 v7, 0x0

    .line 50
    move-object/from16 v0, p0

    iget-object v8, v0, Lapp/larder/home/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    check-cast v8, Ljava/lang/Iterable;

    const/4 v9, 0x0

    .line 68
    invoke-interface {v8}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v10

    :goto_0
    invoke-interface {v10}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v10}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v11

    move-object v0, v11

    check-cast v0, Ljava/lang/String;

    move-object v12, v0

    const/4 v13, 0x0

    .line 50
    invoke-virtual {v6, v12}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 68
    goto :goto_0

    .line 50
    :cond_0
    sget-object v16, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v14, v15, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/larder/home/cetp/ToolDescriptor;->annotations:Lapp/larder/home/cetp/Annotations;

    move/from16 v3, p1

    invoke-virtual {v2, v3}, Lapp/larder/home/cetp/Annotations;->toJson(Z)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

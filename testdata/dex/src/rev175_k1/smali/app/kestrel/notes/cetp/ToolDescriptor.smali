.class public final Lapp/kestrel/notes/cetp/ToolDescriptor;
.super Ljava/lang/Object;
.source "Descriptors.kt"

# interfaces
.implements Lapp/kestrel/notes/cetp/JsonEncodable;


# instance fields
.field private final annotations:Lapp/kestrel/notes/cetp/Annotations;

.field private final description:Ljava/lang/String;

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final scopes:Ljava/util/List;

.field private final title:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;)V
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

    .line 29
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 30
    iput-object p1, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->name:Ljava/lang/String;

    .line 31
    iput-object p2, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->title:Ljava/lang/String;

    .line 32
    iput-object p3, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->description:Ljava/lang/String;

    .line 33
    iput-object p4, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    .line 34
    iput-object p5, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    .line 35
    iput-object p6, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    .line 36
    iput-object p7, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->annotations:Lapp/kestrel/notes/cetp/Annotations;

    .line 29
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9

    invoke-direct/range {p0 .. p7}, Lapp/kestrel/notes/cetp/ToolDescriptor;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lapp/kestrel/notes/cetp/Annotations;)V

    return-void
.end method


# virtual methods
.method public final getAnnotations()Lapp/kestrel/notes/cetp/Annotations;
    .registers 2

    .line 36
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->annotations:Lapp/kestrel/notes/cetp/Annotations;

    return-object v0
.end method

.method public final getDescription()Ljava/lang/String;
    .registers 2

    .line 32
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->description:Ljava/lang/String;

    return-object v0
.end method

.method public final getInputSchema()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getName-3Kp2Zfk()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getOutputSchema()Ljava/lang/String;
    .registers 2

    .line 34
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    return-object v0
.end method

.method public final getScopes()Ljava/util/List;
    .registers 2

    .line 35
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolDescriptor;->title:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 17

    .line 38
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 39
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/ToolDescriptor;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/ToolDescriptor;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 40
    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/kestrel/notes/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    move-object/from16 v3, p0

    iget-object v3, v3, Lapp/kestrel/notes/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 41
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    move-object v5, v4

    .line 68
    const-string v14, "scopes"

    move-object v13, v0

    const/4 v6, 0x0

    .line 41
    move-object/from16 v0, p0

    iget-object v7, v0, Lapp/kestrel/notes/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    check-cast v7, Ljava/lang/Iterable;

    const/4 v8, 0x0

    .line 69
    invoke-interface {v7}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;

    move-result-object v9

    :goto_0
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v10

    move-object v0, v10

    check-cast v0, Ljava/lang/String;

    move-object v11, v0

    const/4 v12, 0x0

    .line 41
    invoke-virtual {v5, v11}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 69
    goto :goto_0

    .line 41
    :cond_0
    sget-object v15, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    invoke-virtual {v13, v14, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 42
    move-object/from16 v2, p0

    iget-object v2, v2, Lapp/kestrel/notes/cetp/ToolDescriptor;->annotations:Lapp/kestrel/notes/cetp/Annotations;

    invoke-virtual {v2}, Lapp/kestrel/notes/cetp/Annotations;->toJson()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "annotations"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

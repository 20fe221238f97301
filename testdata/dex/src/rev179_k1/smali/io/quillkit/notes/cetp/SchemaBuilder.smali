.class public final Lio/quillkit/notes/cetp/SchemaBuilder;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final props:Lorg/json/JSONObject;

.field private final required:Lorg/json/JSONArray;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 52
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iput-object v0, p0, Lio/quillkit/notes/cetp/SchemaBuilder;->props:Lorg/json/JSONObject;

    .line 53
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    iput-object v0, p0, Lio/quillkit/notes/cetp/SchemaBuilder;->required:Lorg/json/JSONArray;

    .line 51
    return-void
.end method

.method public static synthetic prop$default(Lio/quillkit/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)V
    .registers 8

    .line 55
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x1

    :cond_0
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_1

    sget-object p4, Lio/quillkit/notes/cetp/SchemaBuilder$$ExternalSyntheticLambda0;->INSTANCE:Lio/quillkit/notes/cetp/SchemaBuilder$$ExternalSyntheticLambda0;

    :cond_1
    invoke-virtual {p0, p1, p2, p3, p4}, Lio/quillkit/notes/cetp/SchemaBuilder;->prop(Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;)V

    return-void
.end method

.method public static final prop$lambda$0(Lio/quillkit/notes/core/JsonBuilder;)Lkotlin/Unit;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 55
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final build()Lorg/json/JSONObject;
    .registers 4

    .line 62
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 63
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 64
    iget-object v2, p0, Lio/quillkit/notes/cetp/SchemaBuilder;->props:Lorg/json/JSONObject;

    const-string v1, "properties"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 65
    iget-object v2, p0, Lio/quillkit/notes/cetp/SchemaBuilder;->required:Lorg/json/JSONArray;

    const-string v1, "required"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 66
    const-string v1, "additionalProperties"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public final prop(Ljava/lang/String;Ljava/lang/String;ZLkotlin/jvm/functions/Function1;)V
    .registers 8

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "type"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "extra"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-static {p4}, Lio/quillkit/notes/core/JsonKt;->buildJson(Lkotlin/jvm/functions/Function1;)Lorg/json/JSONObject;

    move-result-object v2

    .line 57
    const-string v1, "type"

    invoke-virtual {v2, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    iget-object v0, p0, Lio/quillkit/notes/cetp/SchemaBuilder;->props:Lorg/json/JSONObject;

    invoke-virtual {v0, p1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    if-eqz p3, :cond_0

    iget-object v0, p0, Lio/quillkit/notes/cetp/SchemaBuilder;->required:Lorg/json/JSONArray;

    invoke-virtual {v0, p1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 60
    :cond_0
    return-void
.end method

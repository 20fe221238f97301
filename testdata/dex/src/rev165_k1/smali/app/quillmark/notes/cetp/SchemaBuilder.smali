.class public final Lapp/quillmark/notes/cetp/SchemaBuilder;
.super Ljava/lang/Object;
.source "Descriptors.kt"


# instance fields
.field private final properties:Ljava/util/LinkedHashMap;

.field private final required:Ljava/util/ArrayList;


# direct methods
.method public constructor <init>()V
    .registers 2

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->properties:Ljava/util/LinkedHashMap;

    .line 14
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->required:Ljava/util/ArrayList;

    .line 12
    return-void
.end method

.method public static synthetic array$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;Lorg/json/JSONObject;ZILjava/lang/Object;)V
    .registers 7

    .line 39
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x0

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lapp/quillmark/notes/cetp/SchemaBuilder;->array(Ljava/lang/String;Lorg/json/JSONObject;Z)V

    return-void
.end method

.method public static synthetic integer$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;JJZILjava/lang/Object;)V
    .registers 10

    .line 25
    and-int/lit8 v0, p7, 0x2

    if-eqz v0, :cond_0

    const-wide/16 p2, 0x1

    :cond_0
    and-int/lit8 v0, p7, 0x4

    if-eqz v0, :cond_1

    const-wide p4, 0x7fffffffffffffffL

    :cond_1
    and-int/lit8 v0, p7, 0x8

    if-eqz v0, :cond_2

    const/4 p6, 0x0

    :cond_2
    invoke-virtual/range {p0 .. p6}, Lapp/quillmark/notes/cetp/SchemaBuilder;->integer(Ljava/lang/String;JJZ)V

    return-void
.end method

.method public static synthetic oneOf$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;Ljava/util/List;ZILjava/lang/Object;)V
    .registers 7

    .line 34
    and-int/lit8 v0, p4, 0x4

    if-eqz v0, :cond_0

    const/4 p3, 0x1

    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lapp/quillmark/notes/cetp/SchemaBuilder;->oneOf(Ljava/lang/String;Ljava/util/List;Z)V

    return-void
.end method

.method public static synthetic string$default(Lapp/quillmark/notes/cetp/SchemaBuilder;Ljava/lang/String;ILjava/lang/String;ZILjava/lang/Object;)V
    .registers 8

    .line 16
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_0

    const/16 p2, 0x100

    :cond_0
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_1

    const/4 p3, 0x0

    :cond_1
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_2

    const/4 p4, 0x0

    :cond_2
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/quillmark/notes/cetp/SchemaBuilder;->string(Ljava/lang/String;ILjava/lang/String;Z)V

    return-void
.end method


# virtual methods
.method public final array(Ljava/lang/String;Lorg/json/JSONObject;Z)V
    .registers 9

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "items"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 40
    iget-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->properties:Ljava/util/LinkedHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    const-string v4, "array"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "items"

    invoke-virtual {v2, v3, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 41
    if-nez p3, :cond_0

    iget-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->required:Ljava/util/ArrayList;

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0, p1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 42
    :cond_0
    return-void
.end method

.method public final build(Z)Lorg/json/JSONObject;
    .registers 9

    .line 44
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    move-object v5, v4

    const/4 v6, 0x0

    .line 45
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 46
    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->properties:Ljava/util/LinkedHashMap;

    check-cast v3, Ljava/util/Map;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const-string v1, "properties"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 47
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->required:Ljava/util/ArrayList;

    check-cast v3, Ljava/util/Collection;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "required"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 48
    if-eqz p1, :cond_0

    const-string v1, "additionalProperties"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 49
    :cond_0
    return-object v4
.end method

.method public final integer(Ljava/lang/String;JJZ)V
    .registers 16

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 26
    iget-object v4, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->properties:Ljava/util/LinkedHashMap;

    check-cast v4, Ljava/util/Map;

    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;

    move-result-object v5

    move-object v6, v5

    const/4 v7, 0x0

    .line 27
    const-string v1, "type"

    const-string v2, "integer"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    invoke-static {p2, p3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "minimum"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 29
    const-wide v2, 0x7fffffffffffffffL

    cmp-long v0, p4, v2

    if-eqz v0, :cond_0

    invoke-static {p4, p5}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v2

    const-string v1, "maximum"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 26
    :cond_0
    invoke-static {v5}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;

    move-result-object v8

    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5, v8}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    invoke-interface {v4, p1, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 31
    if-nez p6, :cond_1

    iget-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->required:Ljava/util/ArrayList;

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0, p1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 32
    :cond_1
    return-void
.end method

.method public final oneOf(Ljava/lang/String;Ljava/util/List;Z)V
    .registers 10

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "values"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    iget-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->properties:Ljava/util/LinkedHashMap;

    check-cast v0, Ljava/util/Map;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "type"

    const-string v4, "string"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    new-instance v4, Lorg/json/JSONArray;

    move-object v5, p2

    check-cast v5, Ljava/util/Collection;

    invoke-direct {v4, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v3, "enum"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-interface {v0, p1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 36
    if-nez p3, :cond_0

    iget-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->required:Ljava/util/ArrayList;

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0, p1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 37
    :cond_0
    return-void
.end method

.method public final string(Ljava/lang/String;ILjava/lang/String;Z)V
    .registers 15

    const-string v1, "name"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 17
    iget-object v3, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->properties:Ljava/util/LinkedHashMap;

    check-cast v3, Ljava/util/Map;

    invoke-static {}, Lkotlin/collections/MapsKt;->createMapBuilder()Ljava/util/Map;

    move-result-object v4

    move-object v5, v4

    const/4 v6, 0x0

    .line 18
    const-string v1, "type"

    const-string v2, "string"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 19
    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "maxLength"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 20
    move-object v0, p3

    if-eqz p3, :cond_0

    move-object v7, v0

    .line 95
    const/4 v8, 0x0

    .line 20
    const-string v1, "pattern"

    invoke-interface {v5, v1, v7}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    goto :goto_0

    .line 17
    :cond_0
    :goto_0
    invoke-static {v4}, Lkotlin/collections/MapsKt;->build(Ljava/util/Map;)Ljava/util/Map;

    move-result-object v9

    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4, v9}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    invoke-interface {v3, p1, v4}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    if-nez p4, :cond_1

    iget-object v0, p0, Lapp/quillmark/notes/cetp/SchemaBuilder;->required:Ljava/util/ArrayList;

    check-cast v0, Ljava/util/Collection;

    invoke-interface {v0, p1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    .line 23
    :cond_1
    return-void
.end method

.class public final Lcom/larder/kitchen/cetp/ToolTable;
.super Ljava/lang/Object;
.source "ToolTable.java"


# static fields
.field private static final NAME:Ljava/util/regex/Pattern;

.field private static final TAG:Ljava/lang/String; = "LarderTools"


# instance fields
.field private final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/reflect/Method;",
            ">;"
        }
    .end annotation
.end field

.field private final target:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 23
    const-string v0, "[a-z][a-z0-9_]{0,63}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/larder/kitchen/cetp/ToolTable;->NAME:Ljava/util/regex/Pattern;

    return-void
.end method

.method private constructor <init>(Ljava/lang/Object;)V
    .registers 3

    .line 28
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 26
    new-instance v0, Ljava/util/TreeMap;

    invoke-direct {v0}, Ljava/util/TreeMap;-><init>()V

    iput-object v0, p0, Lcom/larder/kitchen/cetp/ToolTable;->handlers:Ljava/util/Map;

    .line 29
    iput-object p1, p0, Lcom/larder/kitchen/cetp/ToolTable;->target:Ljava/lang/Object;

    .line 30
    return-void
.end method

.method private static argOf([Ljava/lang/annotation/Annotation;)Lcom/larder/kitchen/cetp/Arg;
    .registers 6

    .line 110
    move-object v1, p0

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    .line 111
    instance-of v0, v4, Lcom/larder/kitchen/cetp/Arg;

    if-eqz v0, :cond_0

    .line 112
    check-cast v4, Lcom/larder/kitchen/cetp/Arg;

    return-object v4

    .line 110
    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 115
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method static bind(Ljava/lang/reflect/Method;Lcom/larder/kitchen/cetp/ToolCall;)[Ljava/lang/Object;
    .registers 13

    .line 130
    invoke-virtual {p0}, Ljava/lang/reflect/Method;->getParameterTypes()[Ljava/lang/Class;

    move-result-object v5

    .line 131
    invoke-virtual {p0}, Ljava/lang/reflect/Method;->getParameterAnnotations()[[Ljava/lang/annotation/Annotation;

    move-result-object v6

    .line 132
    array-length v0, v5

    new-array v7, v0, [Ljava/lang/Object;

    .line 133
    new-instance v8, Ljava/util/HashSet;

    invoke-direct {v8}, Ljava/util/HashSet;-><init>()V

    .line 134
    const/4 v9, 0x0

    :goto_0
    array-length v1, v5

    if-ge v9, v1, :cond_1

    .line 135
    aget-object v0, v5, v9

    const-class v1, Lcom/larder/kitchen/cetp/ToolCall;

    if-ne v0, v1, :cond_0

    .line 136
    aput-object p1, v7, v9

    .line 137
    goto :goto_1

    .line 139
    :cond_0
    aget-object v0, v6, v9

    invoke-static {v0}, Lcom/larder/kitchen/cetp/ToolTable;->argOf([Ljava/lang/annotation/Annotation;)Lcom/larder/kitchen/cetp/Arg;

    move-result-object v10

    .line 140
    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Arg;->value()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v8, v1}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 141
    iget-object v2, p1, Lcom/larder/kitchen/cetp/ToolCall;->args:Lorg/json/JSONObject;

    aget-object v4, v5, v9

    invoke-static {v2, v10, v4}, Lcom/larder/kitchen/cetp/ToolTable;->read(Lorg/json/JSONObject;Lcom/larder/kitchen/cetp/Arg;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    aput-object v2, v7, v9

    .line 134
    :goto_1
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 143
    :cond_1
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->args:Lorg/json/JSONObject;

    invoke-virtual {v0}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v9

    .line 144
    :cond_2
    invoke-interface {v9}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 145
    invoke-interface {v9}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v8, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 146
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "The arguments hold a property this tool does not take"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 149
    :cond_3
    return-object v7
.end method

.method private static inputSchema(Ljava/lang/reflect/Method;)Lorg/json/JSONObject;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 86
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 87
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 88
    invoke-virtual {p0}, Ljava/lang/reflect/Method;->getParameterTypes()[Ljava/lang/Class;

    move-result-object v7

    .line 89
    invoke-virtual {p0}, Ljava/lang/reflect/Method;->getParameterAnnotations()[[Ljava/lang/annotation/Annotation;

    move-result-object v8

    .line 90
    const/4 v9, 0x0

    :goto_0
    array-length v1, v7

    if-ge v9, v1, :cond_2

    .line 91
    aget-object v0, v8, v9

    invoke-static {v0}, Lcom/larder/kitchen/cetp/ToolTable;->argOf([Ljava/lang/annotation/Annotation;)Lcom/larder/kitchen/cetp/Arg;

    move-result-object v10

    .line 92
    if-nez v10, :cond_0

    .line 93
    goto :goto_1

    .line 95
    :cond_0
    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Arg;->value()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    aget-object v4, v7, v9

    .line 96
    invoke-static {v4}, Lcom/larder/kitchen/cetp/ToolTable;->jsonType(Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v4

    const-string v3, "type"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 97
    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Arg;->description()Ljava/lang/String;

    move-result-object v4

    const-string v3, "description"

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    .line 95
    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 98
    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Arg;->optional()Z

    move-result v0

    if-nez v0, :cond_1

    .line 99
    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Arg;->value()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 90
    :cond_1
    :goto_1
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 102
    :cond_2
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 103
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 104
    const-string v1, "properties"

    invoke-virtual {v0, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 105
    const-string v1, "required"

    invoke-virtual {v0, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 106
    const-string v1, "additionalProperties"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 102
    return-object v0
.end method

.method private static jsonType(Ljava/lang/Class;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Class<",
            "*>;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 119
    sget-object v1, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;

    if-ne p0, v1, :cond_0

    .line 120
    const-string v0, "boolean"

    return-object v0

    .line 122
    :cond_0
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;

    if-eq p0, v1, :cond_1

    sget-object v1, Ljava/lang/Long;->TYPE:Ljava/lang/Class;

    if-ne p0, v1, :cond_2

    .line 123
    :cond_1
    const-string v0, "integer"

    return-object v0

    .line 125
    :cond_2
    const-string v0, "string"

    return-object v0
.end method

.method static mutating(Lcom/larder/kitchen/cetp/Tool;)Z
    .registers 3

    .line 58
    invoke-interface {p0}, Lcom/larder/kitchen/cetp/Tool;->effect()Ljava/lang/String;

    move-result-object v1

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method private static read(Lorg/json/JSONObject;Lcom/larder/kitchen/cetp/Arg;Ljava/lang/Class;)Ljava/lang/Object;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONObject;",
            "Lcom/larder/kitchen/cetp/Arg;",
            "Ljava/lang/Class<",
            "*>;)",
            "Ljava/lang/Object;"
        }
    .end annotation

    .line 153
    invoke-interface {p1}, Lcom/larder/kitchen/cetp/Arg;->value()Ljava/lang/String;

    move-result-object v4

    .line 154
    invoke-virtual {p0, v4}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-virtual {p0, v4}, Lorg/json/JSONObject;->isNull(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_5

    .line 155
    :cond_0
    invoke-interface {p1}, Lcom/larder/kitchen/cetp/Arg;->optional()Z

    move-result v0

    if-nez v0, :cond_1

    .line 156
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "A required argument is missing"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 158
    :cond_1
    sget-object v1, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;

    if-ne p2, v1, :cond_2

    .line 159
    sget-object v0, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;

    return-object v0

    .line 161
    :cond_2
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;

    if-ne p2, v1, :cond_3

    .line 162
    const/4 v0, 0x0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    .line 164
    :cond_3
    sget-object v1, Ljava/lang/Long;->TYPE:Ljava/lang/Class;

    if-ne p2, v1, :cond_4

    .line 165
    const-wide/16 v0, 0x0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0

    .line 167
    :cond_4
    const/4 v0, 0x0

    return-object v0

    .line 170
    :cond_5
    :try_start_0
    sget-object v1, Ljava/lang/Boolean;->TYPE:Ljava/lang/Class;

    if-ne p2, v1, :cond_6

    .line 171
    invoke-virtual {p0, v4}, Lorg/json/JSONObject;->getBoolean(Ljava/lang/String;)Z

    move-result v0

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0

    .line 173
    :cond_6
    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;

    if-ne p2, v1, :cond_7

    .line 174
    invoke-virtual {p0, v4}, Lorg/json/JSONObject;->getInt(Ljava/lang/String;)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    .line 176
    :cond_7
    sget-object v1, Ljava/lang/Long;->TYPE:Ljava/lang/Class;

    if-ne p2, v1, :cond_8

    .line 177
    invoke-virtual {p0, v4}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0

    .line 179
    :cond_8
    invoke-virtual {p0, v4}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v5

    .line 181
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_ARGS"

    const-string v3, "An argument has the wrong type"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0
.end method

.method public static scan(Ljava/lang/Object;)Lcom/larder/kitchen/cetp/ToolTable;
    .registers 12

    .line 34
    new-instance v5, Lcom/larder/kitchen/cetp/ToolTable;

    invoke-direct {v5, p0}, Lcom/larder/kitchen/cetp/ToolTable;-><init>(Ljava/lang/Object;)V

    .line 35
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getDeclaredMethods()[Ljava/lang/reflect/Method;

    move-result-object v6

    array-length v7, v6

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_3

    aget-object v9, v6, v8

    .line 36
    const-class v1, Lcom/larder/kitchen/cetp/Tool;

    invoke-virtual {v9, v1}, Ljava/lang/reflect/Method;->isAnnotationPresent(Ljava/lang/Class;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 37
    goto :goto_1

    .line 39
    :cond_0
    const-class v1, Lcom/larder/kitchen/cetp/Tool;

    invoke-virtual {v9, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/Tool;

    move-object v10, v0

    .line 40
    sget-object v0, Lcom/larder/kitchen/cetp/ToolTable;->NAME:Ljava/util/regex/Pattern;

    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_1

    iget-object v0, v5, Lcom/larder/kitchen/cetp/ToolTable;->handlers:Ljava/util/Map;

    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 41
    :cond_1
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v9}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad or repeated tool name on "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 43
    :cond_2
    const/4 v1, 0x1

    invoke-virtual {v9, v1}, Ljava/lang/reflect/Method;->setAccessible(Z)V

    .line 44
    iget-object v0, v5, Lcom/larder/kitchen/cetp/ToolTable;->handlers:Ljava/util/Map;

    invoke-interface {v10}, Lcom/larder/kitchen/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v0, v1, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 35
    :goto_1
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    .line 46
    :cond_3
    return-object v5
.end method

.method static toolOf(Ljava/lang/reflect/Method;)Lcom/larder/kitchen/cetp/Tool;
    .registers 3

    .line 54
    const-class v1, Lcom/larder/kitchen/cetp/Tool;

    invoke-virtual {p0, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/Tool;

    return-object v0
.end method


# virtual methods
.method describe()Lorg/json/JSONArray;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 62
    new-instance v6, Lorg/json/JSONArray;

    invoke-direct {v6}, Lorg/json/JSONArray;-><init>()V

    .line 63
    iget-object v0, p0, Lcom/larder/kitchen/cetp/ToolTable;->handlers:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v7

    :goto_0
    invoke-interface {v7}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v7}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/reflect/Method;

    move-object v8, v0

    .line 64
    const-class v1, Lcom/larder/kitchen/cetp/Tool;

    invoke-virtual {v8, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/Tool;

    move-object v9, v0

    .line 65
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 66
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->effect()Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 67
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->risk()Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 68
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->destructive()Z

    move-result v2

    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 69
    const-string v1, "idempotent"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 70
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->openWorld()Z

    move-result v2

    const-string v1, "open_world"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 71
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->confirm()Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 72
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v10

    .line 73
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 74
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v3

    const-string v2, "name"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 75
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->title()Ljava/lang/String;

    move-result-object v3

    const-string v2, "title"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 76
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->description()Ljava/lang/String;

    move-result-object v3

    const-string v2, "description"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 77
    invoke-static {v8}, Lcom/larder/kitchen/cetp/ToolTable;->inputSchema(Ljava/lang/reflect/Method;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "input_schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 78
    const-string v4, "type"

    const-string v5, "object"

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    const-string v2, "output_schema"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    new-instance v3, Lorg/json/JSONArray;

    .line 79
    invoke-interface {v9}, Lcom/larder/kitchen/cetp/Tool;->scopes()[Ljava/lang/String;

    move-result-object v5

    invoke-static {v5}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    invoke-direct {v3, v5}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v2, "scopes"

    invoke-virtual {v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 80
    const-string v2, "annotations"

    invoke-virtual {v1, v2, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    .line 73
    invoke-virtual {v6, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 81
    goto/16 :goto_0

    .line 82
    :cond_0
    return-object v6
.end method

.method find(Ljava/lang/String;)Ljava/lang/reflect/Method;
    .registers 3

    .line 50
    if-nez p1, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/larder/kitchen/cetp/ToolTable;->handlers:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/reflect/Method;

    :goto_0
    return-object v0
.end method

.method run(Lcom/larder/kitchen/cetp/ToolCall;)Landroid/os/Bundle;
    .registers 15
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 187
    iget-object v5, p1, Lcom/larder/kitchen/cetp/ToolCall;->handler:Ljava/lang/reflect/Method;

    .line 189
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->enter()V

    .line 191
    :try_start_0
    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolTable;->target:Ljava/lang/Object;

    invoke-static {v5, p1}, Lcom/larder/kitchen/cetp/ToolTable;->bind(Ljava/lang/reflect/Method;Lcom/larder/kitchen/cetp/ToolCall;)[Ljava/lang/Object;

    move-result-object v2

    invoke-virtual {v5, v1, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Lcom/larder/kitchen/cetp/ToolCall$Failure; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/IllegalAccessException; {:try_start_0 .. :try_end_0} :catch_2
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v6

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 215
    goto/16 :goto_1

    :catch_0
    move-exception v7

    .line 193
    :try_start_1
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    iget-object v1, v7, Lcom/larder/kitchen/cetp/ToolCall$Failure;->code:Ljava/lang/String;

    iget-object v2, v7, Lcom/larder/kitchen/cetp/ToolCall$Failure;->reply:Ljava/lang/String;

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v8

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 193
    return-object v8

    :catch_1
    move-exception v7

    .line 195
    :try_start_2
    invoke-virtual {v7}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object v8

    .line 196
    instance-of v0, v8, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;

    if-eqz v0, :cond_1

    .line 197
    check-cast v8, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;

    move-object v9, v8

    .line 198
    iget-boolean v0, v9, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->pick:Z

    if-eqz v0, :cond_0

    .line 199
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->context:Landroid/content/Context;

    iget-object v2, v9, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->token:Ljava/lang/String;

    invoke-static {v0, v5, v2}, Lcom/larder/kitchen/cetp/Resolutions;->picker(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    goto :goto_0

    .line 200
    :cond_0
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->context:Landroid/content/Context;

    iget-object v2, v9, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->token:Ljava/lang/String;

    invoke-static {v0, v5, v2}, Lcom/larder/kitchen/cetp/Resolutions;->confirm(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    :goto_0
    move-object v10, v0

    .line 201
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    iget-object v1, v9, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->summary:Ljava/lang/String;

    iget-object v3, v9, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;->token:Ljava/lang/String;

    invoke-static {v0, v1, v10, v3}, Lcom/larder/kitchen/cetp/Replies;->userAction(Ljava/lang/String;Ljava/lang/String;Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v11

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 201
    return-object v11

    .line 203
    :cond_1
    instance-of v0, v8, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    if-eqz v0, :cond_2

    .line 204
    :try_start_3
    check-cast v8, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    move-object v9, v8

    .line 205
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    iget-object v1, v9, Lcom/larder/kitchen/cetp/ToolCall$Failure;->code:Ljava/lang/String;

    iget-object v2, v9, Lcom/larder/kitchen/cetp/ToolCall$Failure;->reply:Ljava/lang/String;

    iget-object v4, v9, Lcom/larder/kitchen/cetp/ToolCall$Failure;->code:Ljava/lang/String;

    const-string v3, "CONFLICT"

    invoke-virtual {v3, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_0

    move-result-object v10

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 205
    return-object v10

    .line 207
    :cond_2
    :try_start_4
    iget-object v1, p1, Lcom/larder/kitchen/cetp/ToolCall;->toolName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "LarderTools"

    invoke-static {v0, v1, v8}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 208
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-virtual {v8}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "Tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v9, v2

    .line 209
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const/4 v3, 0x0

    invoke-static {v0, v1, v9, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    move-result-object v10

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 209
    return-object v10

    :catch_2
    move-exception v7

    .line 211
    :try_start_5
    iget-object v1, p1, Lcom/larder/kitchen/cetp/ToolCall;->toolName:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " is not accessible"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "LarderTools"

    invoke-static {v0, v1, v7}, Landroid/util/Log;->e(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 212
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    const-string v1, "INTERNAL_ERROR"

    const-string v2, "The tool is not available"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/larder/kitchen/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_0

    move-result-object v8

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 212
    return-object v8

    :catchall_0
    move-exception v12

    .line 214
    invoke-virtual {p1}, Lcom/larder/kitchen/cetp/ToolCall;->leave()V

    .line 215
    throw v12

    .line 216
    :goto_1
    instance-of v0, v6, Lcom/larder/kitchen/cetp/Replies$FileResult;

    if-eqz v0, :cond_3

    .line 217
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    check-cast v6, Lcom/larder/kitchen/cetp/Replies$FileResult;

    invoke-static {v0, v6}, Lcom/larder/kitchen/cetp/Replies;->file(Ljava/lang/String;Lcom/larder/kitchen/cetp/Replies$FileResult;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 219
    :cond_3
    iget-object v0, p1, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-static {v0, v6}, Lcom/larder/kitchen/cetp/Replies;->inline(Ljava/lang/String;Ljava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

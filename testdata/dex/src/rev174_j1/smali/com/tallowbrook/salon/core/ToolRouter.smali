.class public final Lcom/tallowbrook/salon/core/ToolRouter;
.super Ljava/lang/Object;
.source "ToolRouter.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/core/ToolRouter$Route;
    }
.end annotation


# static fields
.field private static final TOOL_NAME:Ljava/util/regex/Pattern;


# instance fields
.field private final handler:Ljava/lang/Object;

.field private final routes:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallowbrook/salon/core/ToolRouter$Route;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 20
    const-string v0, "[a-z][a-z0-9_]{0,63}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/tallowbrook/salon/core/ToolRouter;->TOOL_NAME:Ljava/util/regex/Pattern;

    return-void
.end method

.method constructor <init>(Ljava/lang/Object;Ljava/util/Map;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Object;",
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallowbrook/salon/core/ToolRouter$Route;",
            ">;)V"
        }
    .end annotation

    .line 110
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 111
    iput-object p1, p0, Lcom/tallowbrook/salon/core/ToolRouter;->handler:Ljava/lang/Object;

    .line 112
    iput-object p2, p0, Lcom/tallowbrook/salon/core/ToolRouter;->routes:Ljava/util/Map;

    .line 113
    return-void
.end method

.method public static scan(Ljava/lang/Object;)Lcom/tallowbrook/salon/core/ToolRouter;
    .registers 16

    .line 116
    new-instance v7, Ljava/util/TreeMap;

    invoke-direct {v7}, Ljava/util/TreeMap;-><init>()V

    .line 117
    move-object/from16 v0, p0

    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getDeclaredMethods()[Ljava/lang/reflect/Method;

    move-result-object v8

    array-length v9, v8

    const/4 v10, 0x0

    :goto_0
    if-ge v10, v9, :cond_3

    aget-object v11, v8, v10

    .line 118
    const-class v1, Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-virtual {v11, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/core/ToolMethod;

    move-object v12, v0

    .line 119
    if-nez v12, :cond_0

    .line 120
    goto/16 :goto_1

    .line 122
    :cond_0
    invoke-virtual {v11}, Ljava/lang/reflect/Method;->getParameterTypes()[Ljava/lang/Class;

    move-result-object v13

    .line 123
    sget-object v0, Lcom/tallowbrook/salon/core/ToolRouter;->TOOL_NAME:Ljava/util/regex/Pattern;

    invoke-interface {v12}, Lcom/tallowbrook/salon/core/ToolMethod;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v12}, Lcom/tallowbrook/salon/core/ToolMethod;->name()Ljava/lang/String;

    move-result-object v1

    invoke-interface {v7, v1}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    array-length v0, v13

    const/4 v1, 0x1

    if-ne v0, v1, :cond_1

    const/4 v1, 0x0

    aget-object v0, v13, v1

    const-class v1, Lcom/tallowbrook/salon/core/ToolCall;

    if-ne v0, v1, :cond_1

    .line 124
    invoke-virtual {v11}, Ljava/lang/reflect/Method;->getReturnType()Ljava/lang/Class;

    move-result-object v0

    const-class v1, Lcom/tallowbrook/salon/core/ToolCall$Result;

    if-eq v0, v1, :cond_2

    .line 125
    :cond_1
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v11}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "not a tool method: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 127
    :cond_2
    const/4 v1, 0x1

    invoke-virtual {v11, v1}, Ljava/lang/reflect/Method;->setAccessible(Z)V

    .line 129
    :try_start_0
    invoke-interface {v12}, Lcom/tallowbrook/salon/core/ToolMethod;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Lcom/tallowbrook/salon/core/ToolRouter$Route;

    new-instance v5, Lorg/json/JSONObject;

    invoke-interface {v12}, Lcom/tallowbrook/salon/core/ToolMethod;->input()Ljava/lang/String;

    move-result-object v6

    invoke-direct {v5, v6}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v2, v12, v11, v5}, Lcom/tallowbrook/salon/core/ToolRouter$Route;-><init>(Lcom/tallowbrook/salon/core/ToolMethod;Ljava/lang/reflect/Method;Lorg/json/JSONObject;)V

    invoke-interface {v7, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 132
    goto :goto_1

    :catch_0
    move-exception v14

    .line 131
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {v11}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad input schema on "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2, v14}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 117
    :goto_1
    add-int/lit8 v10, v10, 0x1

    goto/16 :goto_0

    .line 134
    :cond_3
    new-instance v0, Lcom/tallowbrook/salon/core/ToolRouter;

    move-object/from16 v2, p0

    invoke-direct {v0, v2, v7}, Lcom/tallowbrook/salon/core/ToolRouter;-><init>(Ljava/lang/Object;Ljava/util/Map;)V

    return-object v0
.end method


# virtual methods
.method public invoke(Lcom/tallowbrook/salon/core/ToolRouter$Route;Lcom/tallowbrook/salon/core/ToolCall;)Lcom/tallowbrook/salon/core/ToolCall$Result;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 162
    :try_start_0
    iget-object v0, p1, Lcom/tallowbrook/salon/core/ToolRouter$Route;->method:Ljava/lang/reflect/Method;

    iget-object v1, p0, Lcom/tallowbrook/salon/core/ToolRouter;->handler:Ljava/lang/Object;

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v3, 0x0

    aput-object p2, v2, v3

    invoke-virtual {v0, v1, v2}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/core/ToolCall$Result;
    :try_end_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_0

    return-object v0

    :catch_0
    move-exception v4

    .line 164
    invoke-virtual {v4}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object v5

    .line 165
    instance-of v0, v5, Ljava/lang/Exception;

    if-eqz v0, :cond_0

    .line 166
    check-cast v5, Ljava/lang/Exception;

    throw v5

    .line 168
    :cond_0
    throw v4
.end method

.method public list(Ljava/util/Set;Z)Lorg/json/JSONObject;
    .registers 16
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;Z)",
            "Lorg/json/JSONObject;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 143
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 144
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter;->routes:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->values()Ljava/util/Collection;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/core/ToolRouter$Route;

    move-object v7, v0

    .line 145
    const/4 v8, 0x1

    .line 146
    iget-object v0, v7, Lcom/tallowbrook/salon/core/ToolRouter$Route;->spec:Lcom/tallowbrook/salon/core/ToolMethod;

    invoke-interface {v0}, Lcom/tallowbrook/salon/core/ToolMethod;->scopes()[Ljava/lang/String;

    move-result-object v9

    array-length v10, v9

    const/4 v11, 0x0

    :goto_1
    if-ge v11, v10, :cond_0

    aget-object v12, v9, v11

    .line 147
    invoke-interface {p1, v12}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v1

    and-int/2addr v8, v1

    .line 146
    add-int/lit8 v11, v11, 0x1

    goto :goto_1

    .line 149
    :cond_0
    if-eqz v8, :cond_1

    .line 150
    invoke-virtual {v7, p2}, Lcom/tallowbrook/salon/core/ToolRouter$Route;->descriptor(Z)Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 152
    :cond_1
    goto :goto_0

    .line 153
    :cond_2
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 154
    invoke-virtual {v5}, Lorg/json/JSONArray;->toString()Ljava/lang/String;

    move-result-object v7

    .line 155
    sget-object v3, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v7, v3}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v2

    invoke-static {v2}, Lcom/tallowbrook/salon/core/Tokens;->sha256([B)Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    const/16 v4, 0x10

    invoke-virtual {v2, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "tools-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    const-string v1, "revision"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 156
    const-string v1, "tools"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 157
    return-object v6
.end method

.method public route(Ljava/lang/String;)Lcom/tallowbrook/salon/core/ToolRouter$Route;
    .registers 3

    .line 138
    iget-object v0, p0, Lcom/tallowbrook/salon/core/ToolRouter;->routes:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallowbrook/salon/core/ToolRouter$Route;

    return-object v0
.end method

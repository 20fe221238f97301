.class public final Lcom/relaykit/home/cetp/ToolSpec;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/cetp/ToolSpec$Builder;,
        Lcom/relaykit/home/cetp/ToolSpec$Scope;
    }
.end annotation


# static fields
.field private static final CONFIRMATIONS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final EFFECTS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final NAME:Ljava/util/regex/Pattern;

.field private static final RISKS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field


# instance fields
.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;


# direct methods
.method static bridge synthetic -$$Nest$sfgetCONFIRMATIONS()Ljava/util/List;
    .registers 1

    sget-object v0, Lcom/relaykit/home/cetp/ToolSpec;->CONFIRMATIONS:Ljava/util/List;

    return-object v0
.end method

.method static bridge synthetic -$$Nest$sfgetEFFECTS()Ljava/util/List;
    .registers 1

    sget-object v0, Lcom/relaykit/home/cetp/ToolSpec;->EFFECTS:Ljava/util/List;

    return-object v0
.end method

.method static bridge synthetic -$$Nest$sfgetNAME()Ljava/util/regex/Pattern;
    .registers 1

    sget-object v0, Lcom/relaykit/home/cetp/ToolSpec;->NAME:Ljava/util/regex/Pattern;

    return-object v0
.end method

.method static bridge synthetic -$$Nest$sfgetRISKS()Ljava/util/List;
    .registers 1

    sget-object v0, Lcom/relaykit/home/cetp/ToolSpec;->RISKS:Ljava/util/List;

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3

    .line 17
    const-string v0, "[a-z][a-z0-9_]{0,63}"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/cetp/ToolSpec;->NAME:Ljava/util/regex/Pattern;

    .line 18
    const/4 v0, 0x5

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "read"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "create"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "update"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "delete"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "transaction"

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/cetp/ToolSpec;->EFFECTS:Ljava/util/List;

    .line 19
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "low"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "moderate"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "high"

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/cetp/ToolSpec;->RISKS:Ljava/util/List;

    .line 20
    const/4 v0, 0x3

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "never"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "provider_policy"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "always"

    aput-object v2, v0, v1

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/relaykit/home/cetp/ToolSpec;->CONFIRMATIONS:Ljava/util/List;

    return-void
.end method

.method constructor <init>(Lcom/relaykit/home/cetp/ToolSpec$Builder;)V
    .registers 4

    .line 148
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 149
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    .line 150
    new-instance v0, Ljava/util/ArrayList;

    iget-object v1, p1, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->scopes:Ljava/util/List;

    .line 151
    return-void
.end method

.method private static hasType(Ljava/lang/Object;Ljava/lang/String;)Z
    .registers 6

    .line 233
    move-object v2, p1

    const/4 v3, -0x1

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "string"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x0

    goto :goto_0

    :sswitch_1
    const-string v1, "integer"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "boolean"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "array"

    invoke-virtual {v2, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v3, 0x3

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_2

    .line 235
    :pswitch_0
    instance-of v0, p0, Ljava/lang/String;

    return v0

    .line 237
    :pswitch_1
    instance-of v0, p0, Ljava/lang/Integer;

    if-nez v0, :cond_1

    instance-of v0, p0, Ljava/lang/Long;

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return v0

    .line 239
    :pswitch_2
    instance-of v0, p0, Ljava/lang/Boolean;

    return v0

    .line 241
    :pswitch_3
    instance-of v0, p0, Lorg/json/JSONArray;

    return v0

    .line 243
    :goto_2
    const/4 v0, 0x0

    return v0

    :sswitch_data_0
    .sparse-switch
        -0x352a9fef -> :sswitch_0
        0x3db6c28 -> :sswitch_2
        0x58c7259 -> :sswitch_3
        0x74b5813e -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method public static named(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 154
    new-instance v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;

    invoke-direct {v0, p0}, Lcom/relaykit/home/cetp/ToolSpec$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method public static varargs objectOutput([Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9

    .line 160
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v0

    .line 161
    new-instance v0, Lorg/json/JSONArray;

    invoke-direct {v0}, Lorg/json/JSONArray;-><init>()V

    move-object v5, v0

    .line 162
    const/4 v6, 0x0

    :goto_0
    add-int/lit8 v0, v6, 0x1

    array-length v1, p0

    if-ge v0, v1, :cond_0

    .line 163
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v7, v0

    .line 164
    add-int/lit8 v3, v6, 0x1

    aget-object v2, p0, v3

    const-string v1, "type"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 165
    aget-object v1, p0, v6

    invoke-virtual {v4, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 166
    aget-object v1, p0, v6

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 162
    add-int/lit8 v6, v6, 0x2

    goto :goto_0

    .line 168
    :cond_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v6, v0

    .line 169
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 170
    const-string v1, "properties"

    invoke-virtual {v6, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 171
    const-string v1, "required"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 172
    move-object v0, v6

    return-object v0

    :catch_0
    move-exception v4

    .line 174
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v4}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method


# virtual methods
.method public accepts(Lorg/json/JSONObject;)Z
    .registers 8

    .line 212
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->required:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v3, v0

    .line 213
    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 214
    const/4 v0, 0x0

    return v0

    .line 216
    :cond_0
    goto :goto_0

    .line 217
    :cond_1
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v2

    .line 218
    :goto_1
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_5

    .line 219
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v3, v0

    .line 220
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->properties:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 221
    if-eqz v4, :cond_2

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0, v4}, Lcom/relaykit/home/cetp/ToolSpec;->hasType(Ljava/lang/Object;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 222
    :cond_2
    const/4 v0, 0x0

    return v0

    .line 224
    :cond_3
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->maxLengths:Ljava/util/Map;

    invoke-interface {v0, v3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    move-object v5, v0

    .line 225
    if-eqz v5, :cond_4

    invoke-virtual {p1, v3}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    invoke-virtual {v5}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-le v0, v1, :cond_4

    .line 226
    const/4 v0, 0x0

    return v0

    .line 228
    :cond_4
    goto :goto_1

    .line 229
    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public confirmation()Ljava/lang/String;
    .registers 2

    .line 191
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    return-object v0
.end method

.method public effect()Ljava/lang/String;
    .registers 2

    .line 183
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    return-object v0
.end method

.method public isDestructive()Z
    .registers 2

    .line 199
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-boolean v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->destructive:Z

    return v0
.end method

.method public isRead()Z
    .registers 3

    .line 195
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v1, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public mayRunAsync()Z
    .registers 2

    .line 203
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-boolean v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->mayRunAsync:Z

    return v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 179
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    return-object v0
.end method

.method public risk()Ljava/lang/String;
    .registers 2

    .line 187
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    return-object v0
.end method

.method public scopes()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 207
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 11
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 249
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 250
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->properties:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map$Entry;

    move-object v6, v0

    .line 251
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 252
    invoke-interface {v6}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v2

    const-string v1, "type"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 253
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v0, v0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->maxLengths:Ljava/util/Map;

    invoke-interface {v6}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    move-object v8, v0

    .line 254
    if-eqz v8, :cond_0

    .line 255
    invoke-virtual {v8}, Ljava/lang/Integer;->intValue()I

    move-result v2

    const-string v1, "maxLength"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 257
    :cond_0
    invoke-interface {v6}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v4, v1, v7}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 258
    goto :goto_0

    .line 259
    :cond_1
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 260
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 261
    const-string v1, "properties"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 262
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v3, v3, Lcom/relaykit/home/cetp/ToolSpec$Builder;->required:Ljava/util/List;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "required"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 263
    const-string v1, "additionalProperties"

    const/4 v2, 0x0

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 264
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 265
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 266
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 267
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-boolean v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 268
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-boolean v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 269
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-boolean v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->openWorld:Z

    const-string v1, "open_world"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 270
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 271
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-boolean v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->mayRunAsync:Z

    move-object v0, v6

    const-string v1, "execution"

    if-eqz v2, :cond_2

    if-eqz p1, :cond_2

    const-string v2, "sync_or_async"

    goto :goto_1

    :cond_2
    const-string v2, "sync"

    :goto_1
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 272
    new-instance v7, Lorg/json/JSONObject;

    invoke-direct {v7}, Lorg/json/JSONObject;-><init>()V

    .line 273
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 274
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 275
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 276
    const-string v1, "input_schema"

    invoke-virtual {v7, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 277
    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec;->spec:Lcom/relaykit/home/cetp/ToolSpec$Builder;

    iget-object v2, v2, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output:Lorg/json/JSONObject;

    const-string v1, "output_schema"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 278
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/relaykit/home/cetp/ToolSpec;->scopes:Ljava/util/List;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v7, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 279
    const-string v1, "annotations"

    invoke-virtual {v7, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 280
    return-object v7
.end method

.class public final Lcom/tallyspring/budget/cetp/ToolDescriptor;
.super Ljava/lang/Object;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;,
        Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;,
        Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;,
        Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
    }
.end annotation


# instance fields
.field private final confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

.field private final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final openWorld:Z

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final title:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)V
    .registers 4

    .line 60
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 61
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetname(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name:Ljava/lang/String;

    .line 62
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgettitle(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->title:Ljava/lang/String;

    .line 63
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetdescription(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->description:Ljava/lang/String;

    .line 64
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgeteffect(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    .line 65
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetrisk(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    .line 66
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetconfirmation(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    .line 67
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetdestructive(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->destructive:Z

    .line 68
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetidempotent(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->idempotent:Z

    .line 69
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetopenWorld(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Z

    move-result v0

    iput-boolean v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->openWorld:Z

    .line 70
    new-instance v0, Ljava/util/ArrayList;

    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetscopes(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    .line 71
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetinputSchema(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    .line 72
    invoke-static {p1}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;->-$$Nest$fgetoutputSchema(Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    .line 73
    return-void
.end method

.method public static builder(Ljava/lang/String;)Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 76
    new-instance v0, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;

    invoke-direct {v0, p0}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public accepts(Lorg/json/JSONObject;)Z
    .registers 9

    .line 191
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v3, v0

    .line 192
    const-string v1, "properties"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 193
    const-string v1, "required"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v5

    .line 194
    const/4 v6, 0x0

    :goto_0
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v6, v1, :cond_1

    .line 195
    invoke-virtual {v5, v6}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 196
    const/4 v0, 0x0

    return v0

    .line 194
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 199
    :cond_1
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v6

    .line 200
    :cond_2
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_3

    .line 201
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    invoke-virtual {v4, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_2

    .line 202
    const/4 v0, 0x0

    return v0

    .line 205
    :cond_3
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v3

    .line 207
    const/4 v0, 0x0

    return v0
.end method

.method public confirmation()Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;
    .registers 2

    .line 181
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    return-object v0
.end method

.method public effect()Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;
    .registers 2

    .line 177
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 169
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name:Ljava/lang/String;

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

    .line 185
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public title()Ljava/lang/String;
    .registers 2

    .line 173
    iget-object v0, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->title:Ljava/lang/String;

    return-object v0
.end method

.method public toJson()Lorg/json/JSONObject;
    .registers 9

    .line 212
    new-instance v5, Ljava/util/LinkedHashMap;

    invoke-direct {v5}, Ljava/util/LinkedHashMap;-><init>()V

    .line 213
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->effect:Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;

    invoke-virtual {v2}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Effect;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 214
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->risk:Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;

    invoke-virtual {v2}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Risk;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 215
    iget-boolean v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->destructive:Z

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "destructive"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 216
    iget-boolean v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->idempotent:Z

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "idempotent"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 217
    iget-boolean v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->openWorld:Z

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v1, "open_world"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 218
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->confirmation:Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;

    invoke-virtual {v2}, Lcom/tallyspring/budget/cetp/ToolDescriptor$Confirmation;->wire()Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 219
    const-string v1, "execution"

    const-string v2, "sync"

    invoke-interface {v5, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 220
    new-instance v6, Ljava/util/LinkedHashMap;

    invoke-direct {v6}, Ljava/util/LinkedHashMap;-><init>()V

    .line 221
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 222
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 223
    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 225
    :try_start_0
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "input_schema"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 226
    new-instance v2, Lorg/json/JSONObject;

    iget-object v4, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    const-string v1, "output_schema"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    .line 229
    goto :goto_0

    :catch_0
    move-exception v7

    .line 228
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "schema of "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2, v7}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    throw v0

    .line 230
    :goto_0
    new-instance v2, Lorg/json/JSONArray;

    iget-object v4, p0, Lcom/tallyspring/budget/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    invoke-direct {v2, v4}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 231
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2, v5}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    const-string v1, "annotations"

    invoke-interface {v6, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 232
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0, v6}, Lorg/json/JSONObject;-><init>(Ljava/util/Map;)V

    return-object v0
.end method

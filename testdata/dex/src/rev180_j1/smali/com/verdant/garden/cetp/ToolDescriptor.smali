.class public final Lcom/verdant/garden/cetp/ToolDescriptor;
.super Ljava/lang/Object;
.source "ToolDescriptor.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/verdant/garden/cetp/ToolDescriptor$Builder;,
        Lcom/verdant/garden/cetp/ToolDescriptor$Effect;,
        Lcom/verdant/garden/cetp/ToolDescriptor$Risk;,
        Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;
    }
.end annotation


# instance fields
.field private final async:Z

.field private final confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

.field private final description:Ljava/lang/String;

.field private final destructive:Z

.field private final effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

.field private final idempotent:Z

.field private final inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final outputSchema:Ljava/lang/String;

.field private final risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

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
.method constructor <init>(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)V
    .registers 7

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 35
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetname(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "name"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->name:Ljava/lang/String;

    .line 36
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgettitle(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->title:Ljava/lang/String;

    .line 37
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetdescription(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "description"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->description:Ljava/lang/String;

    .line 38
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetinputSchema(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "input schema"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    .line 39
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetoutputSchema(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "output schema"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    .line 40
    new-instance v1, Ljava/util/ArrayList;

    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetscopes(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Ljava/util/List;

    move-result-object v3

    invoke-direct {v1, v3}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-static {v1}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v1

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    .line 41
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgeteffect(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    move-result-object v1

    const-string v2, "effect"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    .line 42
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetrisk(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    move-result-object v1

    const-string v2, "risk"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    .line 43
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetdestructive(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Z

    move-result v1

    iput-boolean v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->destructive:Z

    .line 44
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetidempotent(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Z

    move-result v1

    iput-boolean v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->idempotent:Z

    .line 45
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetconfirmation(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    move-result-object v1

    const-string v2, "confirmation"

    invoke-static {v1, v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    iput-object v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 46
    invoke-static {p1}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;->-$$Nest$fgetasync(Lcom/verdant/garden/cetp/ToolDescriptor$Builder;)Z

    move-result v1

    iput-boolean v1, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->async:Z

    .line 47
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    sget-object v1, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->DELETE:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    if-eq v0, v1, :cond_0

    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    sget-object v1, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->TRANSACTION:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    if-eq v0, v1, :cond_0

    iget-boolean v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->destructive:Z

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    sget-object v1, Lcom/verdant/garden/cetp/ToolDescriptor$Risk;->HIGH:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    if-ne v0, v1, :cond_1

    :cond_0
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    sget-object v1, Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;->ALWAYS:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    if-eq v0, v1, :cond_1

    .line 49
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " needs confirmation=always"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 51
    :cond_1
    return-void
.end method

.method public static builder(Ljava/lang/String;)Lcom/verdant/garden/cetp/ToolDescriptor$Builder;
    .registers 2

    .line 54
    new-instance v0, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;

    invoke-direct {v0, p0}, Lcom/verdant/garden/cetp/ToolDescriptor$Builder;-><init>(Ljava/lang/String;)V

    return-object v0
.end method

.method private static typeMatches(Ljava/lang/String;Ljava/lang/Object;)Z
    .registers 6

    .line 102
    move-object v2, p0

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

    :cond_0
    :goto_0
    packed-switch v3, :pswitch_data_0

    goto :goto_2

    .line 104
    :pswitch_0
    instance-of v0, p1, Ljava/lang/String;

    return v0

    .line 106
    :pswitch_1
    instance-of v0, p1, Ljava/lang/Integer;

    if-nez v0, :cond_1

    instance-of v0, p1, Ljava/lang/Long;

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_1

    :cond_2
    const/4 v0, 0x0

    :goto_1
    return v0

    .line 108
    :pswitch_2
    instance-of v0, p1, Ljava/lang/Boolean;

    return v0

    .line 110
    :goto_2
    const/4 v0, 0x1

    return v0

    nop

    :sswitch_data_0
    .sparse-switch
        -0x352a9fef -> :sswitch_0
        0x3db6c28 -> :sswitch_2
        0x74b5813e -> :sswitch_1
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method private static wire(Ljava/lang/Enum;)Ljava/lang/String;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/Enum<",
            "*>;)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 137
    invoke-virtual {p0}, Ljava/lang/Enum;->name()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {v0, v1}, Ljava/lang/String;->toLowerCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public accepts(Lorg/json/JSONObject;)Z
    .registers 11

    .line 80
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    move-object v3, v0

    .line 81
    const-string v1, "properties"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->getJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v4

    .line 82
    const-string v1, "required"

    invoke-virtual {v3, v1}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v5

    .line 83
    const/4 v6, 0x0

    :goto_0
    if-eqz v5, :cond_1

    invoke-virtual {v5}, Lorg/json/JSONArray;->length()I

    move-result v1

    if-ge v6, v1, :cond_1

    .line 84
    invoke-virtual {v5, v6}, Lorg/json/JSONArray;->optString(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 85
    const/4 v0, 0x0

    return v0

    .line 83
    :cond_0
    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    .line 88
    :cond_1
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v6

    :goto_1
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    .line 89
    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v7, v0

    .line 90
    invoke-virtual {v4, v7}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v8

    .line 91
    if-eqz v8, :cond_2

    const-string v1, "type"

    invoke-virtual {v8, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p1, v7}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/verdant/garden/cetp/ToolDescriptor;->typeMatches(Ljava/lang/String;Ljava/lang/Object;)Z
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-nez v0, :cond_3

    .line 92
    :cond_2
    const/4 v0, 0x0

    return v0

    .line 94
    :cond_3
    goto :goto_1

    .line 95
    :cond_4
    const/4 v0, 0x1

    return v0

    :catch_0
    move-exception v3

    .line 97
    const/4 v0, 0x0

    return v0
.end method

.method public async()Z
    .registers 2

    .line 74
    iget-boolean v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->async:Z

    return v0
.end method

.method public effect()Lcom/verdant/garden/cetp/ToolDescriptor$Effect;
    .registers 2

    .line 66
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    return-object v0
.end method

.method public mutating()Z
    .registers 3

    .line 70
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    sget-object v1, Lcom/verdant/garden/cetp/ToolDescriptor$Effect;->READ:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    if-eq v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 58
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->name:Ljava/lang/String;

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

    .line 62
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 115
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->effect:Lcom/verdant/garden/cetp/ToolDescriptor$Effect;

    .line 116
    invoke-static {v2}, Lcom/verdant/garden/cetp/ToolDescriptor;->wire(Ljava/lang/Enum;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "effect"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->risk:Lcom/verdant/garden/cetp/ToolDescriptor$Risk;

    .line 117
    invoke-static {v2}, Lcom/verdant/garden/cetp/ToolDescriptor;->wire(Ljava/lang/Enum;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "risk"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->destructive:Z

    .line 118
    const-string v1, "destructive"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-boolean v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->idempotent:Z

    .line 119
    const-string v1, "idempotent"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    .line 120
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->confirmation:Lcom/verdant/garden/cetp/ToolDescriptor$Confirmation;

    .line 121
    invoke-static {v2}, Lcom/verdant/garden/cetp/ToolDescriptor;->wire(Ljava/lang/Enum;)Ljava/lang/String;

    move-result-object v2

    const-string v1, "confirmation"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 122
    iget-boolean v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->async:Z

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    .line 123
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->name:Ljava/lang/String;

    .line 124
    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->description:Ljava/lang/String;

    .line 125
    const-string v1, "description"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->inputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 126
    const-string v1, "input_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONObject;

    iget-object v3, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->outputSchema:Ljava/lang/String;

    invoke-direct {v2, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 127
    const-string v1, "output_schema"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->scopes:Ljava/util/List;

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    .line 128
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 129
    const-string v1, "annotations"

    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v5

    .line 130
    iget-object v0, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->title:Ljava/lang/String;

    if-eqz v0, :cond_1

    .line 131
    iget-object v2, p0, Lcom/verdant/garden/cetp/ToolDescriptor;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 133
    :cond_1
    return-object v5
.end method

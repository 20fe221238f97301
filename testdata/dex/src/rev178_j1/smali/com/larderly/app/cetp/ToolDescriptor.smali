.class public final Lcom/larderly/app/cetp/ToolDescriptor;
.super Ljava/lang/Object;
.source "ToolDescriptor.java"


# instance fields
.field public final async:Z

.field public final confirmation:Ljava/lang/String;

.field public final description:Ljava/lang/String;

.field public final destructive:Z

.field public final effect:Ljava/lang/String;

.field public final idempotent:Z

.field public final name:Ljava/lang/String;

.field private final outputs:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "[",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final properties:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "[",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field public final risk:Ljava/lang/String;

.field public final scopes:[Ljava/lang/String;

.field public final title:Ljava/lang/String;


# direct methods
.method public varargs constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZZZ[Ljava/lang/String;)V
    .registers 12

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 22
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->properties:Ljava/util/List;

    .line 23
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->outputs:Ljava/util/List;

    .line 27
    iput-object p1, p0, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    .line 28
    iput-object p2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->title:Ljava/lang/String;

    .line 29
    iput-object p3, p0, Lcom/larderly/app/cetp/ToolDescriptor;->description:Ljava/lang/String;

    .line 30
    iput-object p4, p0, Lcom/larderly/app/cetp/ToolDescriptor;->effect:Ljava/lang/String;

    .line 31
    iput-object p5, p0, Lcom/larderly/app/cetp/ToolDescriptor;->risk:Ljava/lang/String;

    .line 32
    iput-object p6, p0, Lcom/larderly/app/cetp/ToolDescriptor;->confirmation:Ljava/lang/String;

    .line 33
    iput-boolean p7, p0, Lcom/larderly/app/cetp/ToolDescriptor;->destructive:Z

    .line 34
    iput-boolean p8, p0, Lcom/larderly/app/cetp/ToolDescriptor;->idempotent:Z

    .line 35
    iput-boolean p9, p0, Lcom/larderly/app/cetp/ToolDescriptor;->async:Z

    .line 36
    iput-object p10, p0, Lcom/larderly/app/cetp/ToolDescriptor;->scopes:[Ljava/lang/String;

    .line 37
    return-void
.end method

.method private static hasType(Ljava/lang/Object;Ljava/lang/String;)Z
    .registers 6

    .line 140
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

    .line 142
    :pswitch_0
    instance-of v0, p0, Ljava/lang/String;

    return v0

    .line 144
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

    .line 146
    :pswitch_2
    instance-of v0, p0, Ljava/lang/Boolean;

    return v0

    .line 148
    :pswitch_3
    instance-of v0, p0, Lorg/json/JSONArray;

    return v0

    .line 150
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

.method private inputSchema()Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 76
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 77
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 78
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->properties:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v7, v0

    .line 79
    const/4 v2, 0x0

    aget-object v1, v7, v2

    const/4 v3, 0x1

    aget-object v2, v7, v3

    invoke-static {v2}, Lcom/larderly/app/cetp/ToolDescriptor;->typeSchema(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 80
    const/4 v2, 0x2

    aget-object v1, v7, v2

    const-string v0, "1"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 81
    const/4 v2, 0x0

    aget-object v1, v7, v2

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 83
    :cond_0
    goto :goto_0

    .line 84
    :cond_1
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 85
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 86
    const-string v1, "properties"

    invoke-virtual {v6, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 87
    const-string v1, "required"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 88
    const-string v1, "additionalProperties"

    const/4 v2, 0x0

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 89
    return-object v6
.end method

.method private outputSchema()Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 93
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 94
    new-instance v5, Lorg/json/JSONArray;

    invoke-direct {v5}, Lorg/json/JSONArray;-><init>()V

    .line 95
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->outputs:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v6

    :goto_0
    invoke-interface {v6}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v6}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v7, v0

    .line 96
    const/4 v2, 0x0

    aget-object v1, v7, v2

    const/4 v3, 0x1

    aget-object v2, v7, v3

    invoke-static {v2}, Lcom/larderly/app/cetp/ToolDescriptor;->typeSchema(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 97
    const/4 v2, 0x0

    aget-object v1, v7, v2

    invoke-virtual {v5, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 98
    goto :goto_0

    .line 99
    :cond_0
    new-instance v6, Lorg/json/JSONObject;

    invoke-direct {v6}, Lorg/json/JSONObject;-><init>()V

    .line 100
    const-string v1, "type"

    const-string v2, "object"

    invoke-virtual {v6, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 101
    const-string v1, "properties"

    invoke-virtual {v6, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 102
    const-string v1, "required"

    invoke-virtual {v6, v1, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 103
    return-object v6
.end method

.method private property(Ljava/lang/String;)[Ljava/lang/String;
    .registers 6

    .line 131
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->properties:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v3, v0

    .line 132
    const/4 v1, 0x0

    aget-object v0, v3, v1

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 133
    return-object v3

    .line 135
    :cond_0
    goto :goto_0

    .line 136
    :cond_1
    const/4 v0, 0x0

    return-object v0
.end method

.method private static typeSchema(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 107
    new-instance v1, Lorg/json/JSONObject;

    invoke-direct {v1}, Lorg/json/JSONObject;-><init>()V

    .line 108
    const-string v0, "type"

    invoke-virtual {v1, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 109
    return-object v1
.end method


# virtual methods
.method public accepts(Lorg/json/JSONObject;)Z
    .registers 8

    .line 114
    invoke-virtual {p1}, Lorg/json/JSONObject;->keys()Ljava/util/Iterator;

    move-result-object v3

    .line 115
    :goto_0
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 116
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    move-object v4, v0

    .line 117
    invoke-direct {p0, v4}, Lcom/larderly/app/cetp/ToolDescriptor;->property(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v5

    .line 118
    if-eqz v5, :cond_0

    invoke-virtual {p1, v4}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    const/4 v2, 0x1

    aget-object v1, v5, v2

    invoke-static {v0, v1}, Lcom/larderly/app/cetp/ToolDescriptor;->hasType(Ljava/lang/Object;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 119
    :cond_0
    const/4 v0, 0x0

    return v0

    .line 121
    :cond_1
    goto :goto_0

    .line 122
    :cond_2
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->properties:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    :goto_1
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_4

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/String;

    move-object v5, v0

    .line 123
    const/4 v2, 0x2

    aget-object v1, v5, v2

    const-string v0, "1"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    const/4 v2, 0x0

    aget-object v1, v5, v2

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 124
    const/4 v0, 0x0

    return v0

    .line 126
    :cond_3
    goto :goto_1

    .line 127
    :cond_4
    const/4 v0, 0x1

    return v0
.end method

.method public input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/larderly/app/cetp/ToolDescriptor;
    .registers 9

    .line 41
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->properties:Ljava/util/List;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object p1, v1, v3

    const/4 v3, 0x1

    aput-object p2, v1, v3

    move-object v2, v1

    const/4 v3, 0x2

    if-eqz p3, :cond_0

    const-string v4, "1"

    goto :goto_0

    :cond_0
    const-string v4, "0"

    :goto_0
    aput-object v4, v2, v3

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 42
    return-object p0
.end method

.method public isRead()Z
    .registers 3

    .line 52
    iget-object v1, p0, Lcom/larderly/app/cetp/ToolDescriptor;->effect:Ljava/lang/String;

    const-string v0, "read"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method public output(Ljava/lang/String;Ljava/lang/String;)Lcom/larderly/app/cetp/ToolDescriptor;
    .registers 6

    .line 47
    iget-object v0, p0, Lcom/larderly/app/cetp/ToolDescriptor;->outputs:Ljava/util/List;

    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v2, 0x0

    aput-object p1, v1, v2

    const/4 v2, 0x1

    aput-object p2, v1, v2

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 48
    return-object p0
.end method

.method public toJson(Z)Lorg/json/JSONObject;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 56
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 57
    iget-object v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->effect:Ljava/lang/String;

    const-string v1, "effect"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    iget-object v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->risk:Ljava/lang/String;

    const-string v1, "risk"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 59
    iget-boolean v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->destructive:Z

    const-string v1, "destructive"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 60
    iget-boolean v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->idempotent:Z

    const-string v1, "idempotent"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 61
    const-string v1, "open_world"

    const/4 v2, 0x0

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Z)Lorg/json/JSONObject;

    .line 62
    iget-object v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->confirmation:Ljava/lang/String;

    const-string v1, "confirmation"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 63
    iget-boolean v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->async:Z

    move-object v0, v4

    const-string v1, "execution"

    if-eqz v2, :cond_0

    if-eqz p1, :cond_0

    const-string v2, "sync_or_async"

    goto :goto_0

    :cond_0
    const-string v2, "sync"

    :goto_0
    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 64
    new-instance v5, Lorg/json/JSONObject;

    invoke-direct {v5}, Lorg/json/JSONObject;-><init>()V

    .line 65
    iget-object v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 66
    iget-object v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->title:Ljava/lang/String;

    const-string v1, "title"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 67
    iget-object v2, p0, Lcom/larderly/app/cetp/ToolDescriptor;->description:Ljava/lang/String;

    const-string v1, "description"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 68
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolDescriptor;->inputSchema()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "input_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 69
    invoke-direct {p0}, Lcom/larderly/app/cetp/ToolDescriptor;->outputSchema()Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "output_schema"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 70
    new-instance v2, Lorg/json/JSONArray;

    iget-object v3, p0, Lcom/larderly/app/cetp/ToolDescriptor;->scopes:[Ljava/lang/String;

    invoke-static {v3}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v3

    invoke-direct {v2, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V

    const-string v1, "scopes"

    invoke-virtual {v5, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 71
    const-string v1, "annotations"

    invoke-virtual {v5, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 72
    return-object v5
.end method

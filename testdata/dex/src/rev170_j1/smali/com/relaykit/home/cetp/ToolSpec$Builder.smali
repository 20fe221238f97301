.class public final Lcom/relaykit/home/cetp/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/relaykit/home/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field confirmation:Ljava/lang/String;

.field description:Ljava/lang/String;

.field destructive:Z

.field effect:Ljava/lang/String;

.field idempotent:Z

.field final maxLengths:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field

.field mayRunAsync:Z

.field final name:Ljava/lang/String;

.field openWorld:Z

.field output:Lorg/json/JSONObject;

.field final properties:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field final required:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field risk:Ljava/lang/String;

.field final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field title:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 54
    const-string v0, "read"

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 55
    const-string v0, "low"

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 56
    const-string v0, "never"

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 61
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 62
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->properties:Ljava/util/Map;

    .line 63
    new-instance v0, Ljava/util/LinkedHashMap;

    invoke-direct {v0}, Ljava/util/LinkedHashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->maxLengths:Ljava/util/Map;

    .line 64
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->required:Ljava/util/List;

    .line 68
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 69
    return-void
.end method


# virtual methods
.method public annotate(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 4

    .line 82
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 83
    iput-object p2, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 84
    iput-object p3, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 85
    return-object p0
.end method

.method public build()Lcom/relaykit/home/cetp/ToolSpec;
    .registers 7

    .line 132
    invoke-static {}, Lcom/relaykit/home/cetp/ToolSpec;->-$$Nest$sfgetNAME()Ljava/util/regex/Pattern;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/util/regex/Pattern;->matcher(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/regex/Matcher;->matches()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {}, Lcom/relaykit/home/cetp/ToolSpec;->-$$Nest$sfgetEFFECTS()Ljava/util/List;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {}, Lcom/relaykit/home/cetp/ToolSpec;->-$$Nest$sfgetRISKS()Ljava/util/List;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-static {}, Lcom/relaykit/home/cetp/ToolSpec;->-$$Nest$sfgetCONFIRMATIONS()Ljava/util/List;

    move-result-object v0

    iget-object v1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 133
    invoke-interface {v0, v1}, Ljava/util/List;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output:Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 134
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad descriptor "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 136
    :cond_1
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v1, "delete"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v1, "transaction"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    iget-boolean v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->destructive:Z

    if-nez v0, :cond_2

    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 137
    const-string v1, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    :cond_2
    const/4 v0, 0x1

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    move v5, v0

    .line 138
    if-eqz v5, :cond_4

    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    const-string v1, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 139
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " needs confirmation always"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 141
    :cond_4
    new-instance v0, Lcom/relaykit/home/cetp/ToolSpec;

    invoke-direct {v0, p0}, Lcom/relaykit/home/cetp/ToolSpec;-><init>(Lcom/relaykit/home/cetp/ToolSpec$Builder;)V

    return-object v0
.end method

.method public description(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 77
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 78
    return-object p0
.end method

.method public destructive()Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 89
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->destructive:Z

    .line 90
    return-object p0
.end method

.method public idempotent()Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 94
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->idempotent:Z

    .line 95
    return-object p0
.end method

.method public input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 5

    .line 114
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->properties:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 115
    if-eqz p3, :cond_0

    .line 116
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->required:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 118
    :cond_0
    return-object p0
.end method

.method public mayRunAsync()Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 104
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->mayRunAsync:Z

    .line 105
    return-object p0
.end method

.method public openWorld()Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 99
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->openWorld:Z

    .line 100
    return-object p0
.end method

.method public output(Lorg/json/JSONObject;)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 127
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->output:Lorg/json/JSONObject;

    .line 128
    return-object p0
.end method

.method public varargs scopes([Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 4

    .line 109
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-static {p1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->addAll(Ljava/util/Collection;)Z

    .line 110
    return-object p0
.end method

.method public text(Ljava/lang/String;IZ)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 6

    .line 122
    iget-object v0, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->maxLengths:Ljava/util/Map;

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-interface {v0, p1, v1}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 123
    const-string v1, "string"

    invoke-virtual {p0, p1, v1, p3}, Lcom/relaykit/home/cetp/ToolSpec$Builder;->input(Ljava/lang/String;Ljava/lang/String;Z)Lcom/relaykit/home/cetp/ToolSpec$Builder;

    move-result-object v0

    return-object v0
.end method

.method public title(Ljava/lang/String;)Lcom/relaykit/home/cetp/ToolSpec$Builder;
    .registers 2

    .line 72
    iput-object p1, p0, Lcom/relaykit/home/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 73
    return-object p0
.end method

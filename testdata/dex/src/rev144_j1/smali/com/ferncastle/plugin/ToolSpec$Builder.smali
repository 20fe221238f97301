.class public final Lcom/ferncastle/plugin/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/plugin/ToolSpec;
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

.field inputSchema:Ljava/lang/String;

.field name:Ljava/lang/String;

.field outputSchema:Ljava/lang/String;

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
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 80
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 71
    const-string v0, ""

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 72
    const-string v0, "read"

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 73
    const-string v0, "low"

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 76
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 77
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 78
    const-string v0, "{\"type\":\"object\"}"

    iput-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 81
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 82
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 83
    return-void
.end method


# virtual methods
.method public build()Lcom/ferncastle/plugin/ToolSpec;
    .registers 7

    .line 131
    iget-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->name:Ljava/lang/String;

    const-string v1, "[a-z][a-z0-9_]{0,63}"

    invoke-virtual {v0, v1}, Ljava/lang/String;->matches(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 132
    new-instance v0, Ljava/lang/IllegalArgumentException;

    iget-object v2, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "bad tool name "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 134
    :cond_0
    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v0, "delete"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v0, "transaction"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    iget-boolean v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->destructive:Z

    if-nez v0, :cond_1

    iget-object v1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 135
    const-string v0, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    :cond_1
    const/4 v0, 0x1

    goto :goto_0

    :cond_2
    const/4 v0, 0x0

    :goto_0
    move v5, v0

    .line 136
    if-eqz v5, :cond_3

    .line 137
    const-string v1, "always"

    iput-object v1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    goto :goto_2

    .line 138
    :cond_3
    iget-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    if-nez v0, :cond_5

    .line 139
    iget-object v2, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v1, "read"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    move-object v0, p0

    if-eqz v1, :cond_4

    const-string v1, "never"

    goto :goto_1

    :cond_4
    const-string v1, "provider_policy"

    :goto_1
    iput-object v1, v0, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 141
    :cond_5
    :goto_2
    new-instance v0, Lcom/ferncastle/plugin/ToolSpec;

    invoke-direct {v0, p0}, Lcom/ferncastle/plugin/ToolSpec;-><init>(Lcom/ferncastle/plugin/ToolSpec$Builder;)V

    return-object v0
.end method

.method public confirmation(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 111
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 112
    return-object p0
.end method

.method public description(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 91
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 92
    return-object p0
.end method

.method public destructive(Z)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 106
    iput-boolean p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->destructive:Z

    .line 107
    return-object p0
.end method

.method public effect(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 96
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 97
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 121
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 122
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 126
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 127
    return-object p0
.end method

.method public risk(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 101
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 102
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 3

    .line 116
    iget-object v0, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 117
    return-object p0
.end method

.method public title(Ljava/lang/String;)Lcom/ferncastle/plugin/ToolSpec$Builder;
    .registers 2

    .line 86
    iput-object p1, p0, Lcom/ferncastle/plugin/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 87
    return-object p0
.end method

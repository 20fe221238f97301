.class public final Lcom/fernhill/stockroom/core/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fernhill/stockroom/core/ToolSpec;
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

.field execution:Ljava/lang/String;

.field idempotent:Z

.field inputSchema:Ljava/lang/String;

.field final name:Ljava/lang/String;

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
.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 92
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 82
    const-string v0, "read"

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 83
    const-string v0, "low"

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 86
    const-string v0, "never"

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 87
    const-string v0, "sync"

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->execution:Ljava/lang/String;

    .line 88
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 89
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 93
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 94
    return-void
.end method


# virtual methods
.method public build()Lcom/fernhill/stockroom/core/ToolSpec;
    .registers 5

    .line 148
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 149
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->name:Ljava/lang/String;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "incomplete descriptor for "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 151
    :cond_1
    new-instance v0, Lcom/fernhill/stockroom/core/ToolSpec;

    invoke-direct {v0, p0}, Lcom/fernhill/stockroom/core/ToolSpec;-><init>(Lcom/fernhill/stockroom/core/ToolSpec$Builder;)V

    return-object v0
.end method

.method public confirmation(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 123
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 124
    return-object p0
.end method

.method public description(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 102
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 103
    return-object p0
.end method

.method public destructive()Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 113
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->destructive:Z

    .line 114
    return-object p0
.end method

.method public effect(Ljava/lang/String;Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 3

    .line 107
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 108
    iput-object p2, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 109
    return-object p0
.end method

.method public idempotent()Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 118
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->idempotent:Z

    .line 119
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 138
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 139
    return-object p0
.end method

.method public mayRunAsync()Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 128
    const-string v0, "sync_or_async"

    iput-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->execution:Ljava/lang/String;

    .line 129
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 143
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 144
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 3

    .line 133
    iget-object v0, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 134
    return-object p0
.end method

.method public title(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;
    .registers 2

    .line 97
    iput-object p1, p0, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 98
    return-object p0
.end method

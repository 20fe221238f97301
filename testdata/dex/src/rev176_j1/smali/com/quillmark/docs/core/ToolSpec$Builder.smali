.class public final Lcom/quillmark/docs/core/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/quillmark/docs/core/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field async:Z

.field confirmation:Ljava/lang/String;

.field description:Ljava/lang/String;

.field destructive:Z

.field effect:Ljava/lang/String;

.field idempotent:Z

.field inputSchema:Ljava/lang/String;

.field final name:Ljava/lang/String;

.field openWorld:Z

.field outputSchema:Ljava/lang/String;

.field risk:Ljava/lang/String;

.field scopes:Ljava/util/List;
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

    .line 137
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 126
    const-string v0, "read"

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 127
    const-string v0, "low"

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 128
    const-string v0, "never"

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 129
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 134
    const-string v0, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 138
    iput-object p1, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 139
    return-void
.end method


# virtual methods
.method public async()Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 2

    .line 170
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->async:Z

    .line 171
    return-object p0
.end method

.method public build()Lcom/quillmark/docs/core/ToolSpec;
    .registers 5

    .line 185
    iget-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->title:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 186
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v1, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->name:Ljava/lang/String;

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

    .line 188
    :cond_1
    new-instance v0, Lcom/quillmark/docs/core/ToolSpec;

    invoke-direct {v0, p0}, Lcom/quillmark/docs/core/ToolSpec;-><init>(Lcom/quillmark/docs/core/ToolSpec$Builder;)V

    return-object v0
.end method

.method public destructive()Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 2

    .line 160
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->destructive:Z

    .line 161
    return-object p0
.end method

.method public effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 4

    .line 148
    iput-object p1, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 149
    iput-object p2, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 150
    iput-object p3, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 151
    return-object p0
.end method

.method public idempotent()Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 2

    .line 165
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->idempotent:Z

    .line 166
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 2

    .line 175
    iput-object p1, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 176
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 2

    .line 180
    iput-object p1, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 181
    return-object p0
.end method

.method public varargs scopes([Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 3

    .line 155
    invoke-static {p1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 156
    return-object p0
.end method

.method public title(Ljava/lang/String;Ljava/lang/String;)Lcom/quillmark/docs/core/ToolSpec$Builder;
    .registers 3

    .line 142
    iput-object p1, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 143
    iput-object p2, p0, Lcom/quillmark/docs/core/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 144
    return-object p0
.end method

.class public final Lcom/inkbarrow/cetp/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkbarrow/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private confirmation:Ljava/lang/String;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private effect:Ljava/lang/String;

.field private idempotent:Z

.field private inputSchema:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private outputSchema:Ljava/lang/String;

.field private risk:Ljava/lang/String;

.field private final scopes:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private title:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetconfirmation(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdescription(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetdestructive(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->destructive:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgeteffect(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetidempotent(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Z
    .registers 1

    iget-boolean p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->idempotent:Z

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetinputSchema(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetname(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetoutputSchema(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetrisk(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetscopes(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/util/List;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgettitle(Lcom/inkbarrow/cetp/ToolSpec$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    .line 100
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 91
    const-string v0, "read"

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 92
    const-string v0, "low"

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 93
    const-string v0, "never"

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 96
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 97
    const-string v0, "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 101
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 102
    return-void
.end method


# virtual methods
.method public build()Lcom/inkbarrow/cetp/ToolSpec;
    .registers 7

    .line 147
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 148
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ": title, output schema and a scope are required"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 150
    :cond_1
    iget-object v1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    const-string v0, "delete"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    iget-boolean v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->destructive:Z

    if-nez v0, :cond_2

    iget-object v1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    const-string v0, "high"

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

    .line 151
    if-eqz v5, :cond_4

    iget-object v1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    const-string v0, "always"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    .line 152
    new-instance v0, Ljava/lang/IllegalStateException;

    iget-object v2, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " must be confirmed on every call"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 154
    :cond_4
    new-instance v0, Lcom/inkbarrow/cetp/ToolSpec;

    invoke-direct {v0, p0}, Lcom/inkbarrow/cetp/ToolSpec;-><init>(Lcom/inkbarrow/cetp/ToolSpec$Builder;)V

    return-object v0
.end method

.method public confirmation(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 2

    .line 122
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 123
    return-object p0
.end method

.method public effect(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 3

    .line 111
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 112
    iput-object p2, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 113
    return-object p0
.end method

.method public effect(Ljava/lang/String;Ljava/lang/String;Z)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 5

    .line 117
    iput-boolean p3, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->destructive:Z

    .line 118
    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/cetp/ToolSpec$Builder;->effect(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;

    move-result-object v0

    return-object v0
.end method

.method public idempotent()Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 2

    .line 127
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->idempotent:Z

    .line 128
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 2

    .line 137
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 138
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 2

    .line 142
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 143
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 3

    .line 132
    iget-object v0, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 133
    return-object p0
.end method

.method public title(Ljava/lang/String;Ljava/lang/String;)Lcom/inkbarrow/cetp/ToolSpec$Builder;
    .registers 3

    .line 105
    iput-object p1, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 106
    iput-object p2, p0, Lcom/inkbarrow/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 107
    return-object p0
.end method

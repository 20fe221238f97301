.class public final Lcom/hearthlist/cetp/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/hearthlist/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private async:Z

.field private confirmation:Ljava/lang/String;

.field private description:Ljava/lang/String;

.field private destructive:Z

.field private inputSchema:Ljava/lang/String;

.field private kind:Lcom/hearthlist/cetp/ToolKind;

.field private name:Ljava/lang/String;

.field private outputSchema:Ljava/lang/String;

.field private risk:Ljava/lang/String;

.field private scope:Ljava/lang/String;

.field private title:Ljava/lang/String;


# direct methods
.method private constructor <init>()V
    .registers 2

    .line 98
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 90
    const-string v0, "low"

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 95
    const-string v0, "{\"type\":\"object\",\"additionalProperties\":false}"

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 96
    const-string v0, "{\"type\":\"object\"}"

    iput-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 99
    return-void
.end method


# virtual methods
.method public async(Z)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 132
    iput-boolean p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->async:Z

    .line 133
    return-object p0
.end method

.method public build()Lcom/hearthlist/cetp/ToolSpec;
    .registers 4

    .line 152
    iget-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind:Lcom/hearthlist/cetp/ToolKind;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope:Ljava/lang/String;

    if-nez v0, :cond_1

    .line 153
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v2, "name, kind and scope are required"

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 155
    :cond_1
    iget-object v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    if-nez v0, :cond_2

    .line 156
    sget-object v1, Lcom/hearthlist/cetp/ToolSpec;->DEFAULT_CONFIRMATION:Ljava/util/Map;

    iget-object v2, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind:Lcom/hearthlist/cetp/ToolKind;

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/String;

    iput-object v1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 158
    :cond_2
    iget-boolean v0, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->destructive:Z

    if-nez v0, :cond_3

    iget-object v1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    const-string v0, "high"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 159
    :cond_3
    const-string v1, "always"

    iput-object v1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 161
    :cond_4
    new-instance v0, Lcom/hearthlist/cetp/ToolSpec;

    invoke-direct {v0, p0}, Lcom/hearthlist/cetp/ToolSpec;-><init>(Lcom/hearthlist/cetp/ToolSpec$Builder;)V

    return-object v0
.end method

.method public description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 112
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 113
    return-object p0
.end method

.method public destructive(Z)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 127
    iput-boolean p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->destructive:Z

    .line 128
    return-object p0
.end method

.method public input(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 142
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 143
    return-object p0
.end method

.method public kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 117
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind:Lcom/hearthlist/cetp/ToolKind;

    .line 118
    return-object p0
.end method

.method public name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 102
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 103
    return-object p0
.end method

.method public output(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 147
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 148
    return-object p0
.end method

.method public risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 122
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 123
    return-object p0
.end method

.method public scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 137
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope:Ljava/lang/String;

    .line 138
    return-object p0
.end method

.method public title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;
    .registers 2

    .line 107
    iput-object p1, p0, Lcom/hearthlist/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 108
    return-object p0
.end method

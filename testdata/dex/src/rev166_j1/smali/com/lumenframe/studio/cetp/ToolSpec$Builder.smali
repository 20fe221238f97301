.class public final Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
.super Ljava/lang/Object;
.source "ToolSpec.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/lumenframe/studio/cetp/ToolSpec;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field async:Z

.field confirmation:Ljava/lang/String;

.field description:Ljava/lang/String;

.field effect:Ljava/lang/String;

.field fileResult:Z

.field idempotent:Z

.field inputSchema:Ljava/lang/String;

.field final name:Ljava/lang/String;

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

    .line 85
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 75
    const-string v0, "read"

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 76
    const-string v0, "low"

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 77
    const-string v0, "never"

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 86
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->name:Ljava/lang/String;

    .line 87
    return-void
.end method


# virtual methods
.method public async()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 2

    .line 103
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->async:Z

    .line 104
    return-object p0
.end method

.method public build()Lcom/lumenframe/studio/cetp/ToolSpec;
    .registers 2

    .line 130
    new-instance v0, Lcom/lumenframe/studio/cetp/ToolSpec;

    invoke-direct {v0, p0}, Lcom/lumenframe/studio/cetp/ToolSpec;-><init>(Lcom/lumenframe/studio/cetp/ToolSpec$Builder;)V

    return-object v0
.end method

.method public effect(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 4

    .line 96
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->effect:Ljava/lang/String;

    .line 97
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->risk:Ljava/lang/String;

    .line 98
    iput-object p3, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->confirmation:Ljava/lang/String;

    .line 99
    return-object p0
.end method

.method public fileResult()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 2

    .line 109
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->fileResult:Z

    .line 110
    return-object p0
.end method

.method public idempotent()Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 2

    .line 114
    const/4 v0, 0x1

    iput-boolean v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->idempotent:Z

    .line 115
    return-object p0
.end method

.method public schemas(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 3

    .line 124
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->inputSchema:Ljava/lang/String;

    .line 125
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->outputSchema:Ljava/lang/String;

    .line 126
    return-object p0
.end method

.method public varargs scopes([Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 3

    .line 119
    invoke-static {p1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->scopes:Ljava/util/List;

    .line 120
    return-object p0
.end method

.method public text(Ljava/lang/String;Ljava/lang/String;)Lcom/lumenframe/studio/cetp/ToolSpec$Builder;
    .registers 3

    .line 90
    iput-object p1, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->title:Ljava/lang/String;

    .line 91
    iput-object p2, p0, Lcom/lumenframe/studio/cetp/ToolSpec$Builder;->description:Ljava/lang/String;

    .line 92
    return-object p0
.end method

.class public final Lcom/clawseed/cetp/sdk/CetpProviderTool;
.super Ljava/lang/Object;
.source "CetpProviderTool.java"


# instance fields
.field private final annotations:Lcom/clawseed/cetp/sdk/ToolAnnotations;

.field private final name:Ljava/lang/String;

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
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/util/List;Lcom/clawseed/cetp/sdk/ToolAnnotations;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/lang/String;",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;",
            "Lcom/clawseed/cetp/sdk/ToolAnnotations;",
            ")V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->name:Ljava/lang/String;

    .line 14
    iput-object p2, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->title:Ljava/lang/String;

    .line 15
    iput-object p3, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->scopes:Ljava/util/List;

    .line 16
    iput-object p4, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->annotations:Lcom/clawseed/cetp/sdk/ToolAnnotations;

    .line 17
    return-void
.end method


# virtual methods
.method public getAnnotations()Lcom/clawseed/cetp/sdk/ToolAnnotations;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->annotations:Lcom/clawseed/cetp/sdk/ToolAnnotations;

    return-object v0
.end method

.method public getName()Ljava/lang/String;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->name:Ljava/lang/String;

    return-object v0
.end method

.method public getScopes()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 28
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->scopes:Ljava/util/List;

    return-object v0
.end method

.method public getTitle()Ljava/lang/String;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/clawseed/cetp/sdk/CetpProviderTool;->title:Ljava/lang/String;

    return-object v0
.end method

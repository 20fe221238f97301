.class final Lcom/ds/ToolBox;
.super Ljava/lang/Object;
.source "ToolBox.java"

# instance fields
.field private final bus:Lcom/ds/Bus;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 7
    new-instance v1, Lcom/ds/Bus;
    invoke-direct {v1}, Lcom/ds/Bus;-><init>()V
    iput-object v1, v2, Lcom/ds/ToolBox;->bus:Lcom/ds/Bus;
    .line 10
    iget-object v0, v2, Lcom/ds/ToolBox;->bus:Lcom/ds/Bus;
    new-instance v1, Lcom/ds/ArchiveHandler;
    invoke-direct {v1, v3}, Lcom/ds/ArchiveHandler;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, v1}, Lcom/ds/Bus;->subscribe(Lcom/ds/Handler;)V
    .line 11
    iget-object v0, v2, Lcom/ds/ToolBox;->bus:Lcom/ds/Bus;
    new-instance v1, Lcom/ds/ExportHandler;
    invoke-direct {v1, v3}, Lcom/ds/ExportHandler;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, v1}, Lcom/ds/Bus;->subscribe(Lcom/ds/Handler;)V
    .line 12
    return-void
.end method


# virtual methods
.method bus()Lcom/ds/Bus;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/ds/ToolBox;->bus:Lcom/ds/Bus;
    return-object v0
.end method


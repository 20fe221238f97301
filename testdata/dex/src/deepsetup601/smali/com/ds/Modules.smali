.class final Lcom/ds/Modules;
.super Ljava/lang/Object;
.source "Modules.java"

# instance fields
.field private final box:Lcom/ds/ToolBox;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 4
    .line 8
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 9
    new-instance v1, Lcom/ds/ToolBox;
    invoke-direct {v1, v3}, Lcom/ds/ToolBox;-><init>(Landroid/content/Context;)V
    iput-object v1, v2, Lcom/ds/Modules;->box:Lcom/ds/ToolBox;
    .line 10
    return-void
.end method


# virtual methods
.method box()Lcom/ds/ToolBox;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/ds/Modules;->box:Lcom/ds/ToolBox;
    return-object v0
.end method


.class public final Lcom/example/r31j3/DaggerToolComponent$Builder;
.super Ljava/lang/Object;
.source "DaggerToolComponent.java"

# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r31j3/DaggerToolComponent;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation

.field private toolModule:Lcom/example/r31j3/ToolModule;

.method private constructor <init>()V
    .registers 1
    .line 22
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 23
    return-void
.end method

.method synthetic constructor <init>(Lcom/example/r31j3/DaggerToolComponent-IA;)V
    .registers 2
    invoke-direct {p0}, Lcom/example/r31j3/DaggerToolComponent$Builder;-><init>()V
    return-void
.end method

.method public build()Lcom/example/r31j3/ToolComponent;
    .registers 4
    .line 29
    new-instance v0, Lcom/example/r31j3/DaggerToolComponent;
    iget-object v1, p0, Lcom/example/r31j3/DaggerToolComponent$Builder;->toolModule:Lcom/example/r31j3/ToolModule;
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r31j3/DaggerToolComponent;-><init>(Lcom/example/r31j3/ToolModule;Lcom/example/r31j3/DaggerToolComponent-IA;)V
    return-object v0
.end method

.method public toolModule(Lcom/example/r31j3/ToolModule;)Lcom/example/r31j3/DaggerToolComponent$Builder;
    .registers 2
    .line 25
    iput-object p1, p0, Lcom/example/r31j3/DaggerToolComponent$Builder;->toolModule:Lcom/example/r31j3/ToolModule;
    .line 26
    return-object p0
.end method

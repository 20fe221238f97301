.class public final Lcom/example/r31j3/DaggerToolComponent;
.super Ljava/lang/Object;
.source "DaggerToolComponent.java"

# interfaces
.implements Lcom/example/r31j3/ToolComponent;

# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r31j3/DaggerToolComponent$Builder;
    }
.end annotation

.field private final toolModule:Lcom/example/r31j3/ToolModule;

.method private constructor <init>(Lcom/example/r31j3/ToolModule;)V
    .registers 2
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 6
    iput-object p1, p0, Lcom/example/r31j3/DaggerToolComponent;->toolModule:Lcom/example/r31j3/ToolModule;
    .line 7
    return-void
.end method

.method synthetic constructor <init>(Lcom/example/r31j3/ToolModule;Lcom/example/r31j3/DaggerToolComponent-IA;)V
    .registers 3
    invoke-direct {p0, p1}, Lcom/example/r31j3/DaggerToolComponent;-><init>(Lcom/example/r31j3/ToolModule;)V
    return-void
.end method

.method public static builder()Lcom/example/r31j3/DaggerToolComponent$Builder;
    .registers 2
    .line 9
    new-instance v0, Lcom/example/r31j3/DaggerToolComponent$Builder;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r31j3/DaggerToolComponent$Builder;-><init>(Lcom/example/r31j3/DaggerToolComponent-IA;)V
    return-object v0
.end method

.method public browser()Lcom/example/r31j3/Browser;
    .registers 3
    .line 15
    new-instance v0, Lcom/example/r31j3/Browser;
    iget-object v1, p0, Lcom/example/r31j3/DaggerToolComponent;->toolModule:Lcom/example/r31j3/ToolModule;
    invoke-static {v1}, Lcom/example/r31j3/ToolModule_ContextFactory;->context(Lcom/example/r31j3/ToolModule;)Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r31j3/Browser;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public pinger()Lcom/example/r31j3/Pinger;
    .registers 2
    .line 12
    invoke-static {}, Lcom/example/r31j3/Pinger_Factory;->newInstance()Lcom/example/r31j3/Pinger;
    move-result-object v0
    return-object v0
.end method

.method public tokens()Lcom/example/r31j3/TokenStore;
    .registers 3
    .line 18
    new-instance v0, Lcom/example/r31j3/TokenStore;
    iget-object v1, p0, Lcom/example/r31j3/DaggerToolComponent;->toolModule:Lcom/example/r31j3/ToolModule;
    invoke-static {v1}, Lcom/example/r31j3/ToolModule_ContextFactory;->context(Lcom/example/r31j3/ToolModule;)Landroid/content/Context;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/example/r31j3/TokenStore;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.class public final Lcom/example/r31j3/ToolModule_ContextFactory;
.super Ljava/lang/Object;
.source "ToolModule_ContextFactory.java"

.field private final module:Lcom/example/r31j3/ToolModule;

.method public constructor <init>(Lcom/example/r31j3/ToolModule;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object p1, p0, Lcom/example/r31j3/ToolModule_ContextFactory;->module:Lcom/example/r31j3/ToolModule;
    .line 10
    return-void
.end method

.method public static context(Lcom/example/r31j3/ToolModule;)Landroid/content/Context;
    .registers 1
    .line 18
    invoke-virtual {p0}, Lcom/example/r31j3/ToolModule;->context()Landroid/content/Context;
    move-result-object p0
    return-object p0
.end method

.method public static create(Lcom/example/r31j3/ToolModule;)Lcom/example/r31j3/ToolModule_ContextFactory;
    .registers 2
    .line 15
    new-instance v0, Lcom/example/r31j3/ToolModule_ContextFactory;
    invoke-direct {v0, p0}, Lcom/example/r31j3/ToolModule_ContextFactory;-><init>(Lcom/example/r31j3/ToolModule;)V
    return-object v0
.end method

.method public get()Landroid/content/Context;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r31j3/ToolModule_ContextFactory;->module:Lcom/example/r31j3/ToolModule;
    invoke-static {v0}, Lcom/example/r31j3/ToolModule_ContextFactory;->context(Lcom/example/r31j3/ToolModule;)Landroid/content/Context;
    move-result-object v0
    return-object v0
.end method

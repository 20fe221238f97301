.class final Lcom/example/r31j3/ToolModule;
.super Ljava/lang/Object;
.source "ToolModule.java"

.field private final context:Landroid/content/Context;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 9
    iput-object p1, p0, Lcom/example/r31j3/ToolModule;->context:Landroid/content/Context;
    .line 10
    return-void
.end method

.method context()Landroid/content/Context;
    .registers 2
    .line 12
    iget-object v0, p0, Lcom/example/r31j3/ToolModule;->context:Landroid/content/Context;
    invoke-virtual {v0}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    return-object v0
.end method

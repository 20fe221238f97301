.class final Lcom/kitelog/DaggerAppComponent$Builder;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Lcom/kitelog/AppComponent$Builder;

.field private context:Landroid/content/Context;

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public context(Landroid/content/Context;)Lcom/kitelog/DaggerAppComponent$Builder;
    .registers 3
    .line 22
    invoke-static {v2}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    iput-object v0, v1, Lcom/kitelog/DaggerAppComponent$Builder;->context:Landroid/content/Context;
    .line 23
    return-object v1
.end method

.method public build()Lcom/kitelog/AppComponent;
    .registers 4
    .line 28
    iget-object v0, v3, Lcom/kitelog/DaggerAppComponent$Builder;->context:Landroid/content/Context;
    const-class v1, Landroid/content/Context;
    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkBuilderRequirement(Ljava/lang/Object;Ljava/lang/Class;)V
    .line 29
    new-instance v0, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;
    iget-object v2, v3, Lcom/kitelog/DaggerAppComponent$Builder;->context:Landroid/content/Context;
    invoke-direct {v0, v2}, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public bridge synthetic context(Landroid/content/Context;)Lcom/kitelog/AppComponent$Builder;
    .registers 3
    .line 17
    invoke-virtual {v1, v2}, Lcom/kitelog/DaggerAppComponent$Builder;->context(Landroid/content/Context;)Lcom/kitelog/DaggerAppComponent$Builder;
    move-result-object v0
    return-object v0
.end method


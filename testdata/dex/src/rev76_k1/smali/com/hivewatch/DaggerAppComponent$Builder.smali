.class final Lcom/hivewatch/DaggerAppComponent$Builder;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Lcom/hivewatch/AppComponent$Builder;

.field private application:Landroid/app/Application;

.method constructor <init>()V
    .registers 1
    .line 25
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public application(Landroid/app/Application;)Lcom/hivewatch/DaggerAppComponent$Builder;
    .registers 3
    .line 30
    invoke-static {v2}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/app/Application;
    iput-object v0, v1, Lcom/hivewatch/DaggerAppComponent$Builder;->application:Landroid/app/Application;
    .line 31
    return-object v1
.end method

.method public build()Lcom/hivewatch/AppComponent;
    .registers 4
    .line 36
    iget-object v0, v3, Lcom/hivewatch/DaggerAppComponent$Builder;->application:Landroid/app/Application;
    const-class v1, Landroid/app/Application;
    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkBuilderRequirement(Ljava/lang/Object;Ljava/lang/Class;)V
    .line 37
    new-instance v0, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;
    iget-object v2, v3, Lcom/hivewatch/DaggerAppComponent$Builder;->application:Landroid/app/Application;
    invoke-direct {v0, v2}, Lcom/hivewatch/DaggerAppComponent$AppComponentImpl;-><init>(Landroid/app/Application;)V
    return-object v0
.end method

.method public bridge synthetic application(Landroid/app/Application;)Lcom/hivewatch/AppComponent$Builder;
    .registers 3
    .line 25
    invoke-virtual {v1, v2}, Lcom/hivewatch/DaggerAppComponent$Builder;->application(Landroid/app/Application;)Lcom/hivewatch/DaggerAppComponent$Builder;
    move-result-object v0
    return-object v0
.end method


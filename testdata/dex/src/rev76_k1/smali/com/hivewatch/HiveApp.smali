.class public final Lcom/hivewatch/HiveApp;
.super Landroid/app/Application;
.source "HiveApp.kt"

.field public component:Lcom/hivewatch/AppComponent;

.method public constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {v0}, Landroid/app/Application;-><init>()V
    return-void
.end method

.method public final getComponent()Lcom/hivewatch/AppComponent;
    .registers 2
    .line 6
    iget-object v0, v1, Lcom/hivewatch/HiveApp;->component:Lcom/hivewatch/AppComponent;
    if-eqz v0, :L9
    return-object v0
    :L9
    const-string v0, "component"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v0, 0x0
    return-object v0
.end method

.method public final setComponent(Lcom/hivewatch/AppComponent;)V
    .registers 3
    const-string v0, "<set-?>"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    iput-object v2, v1, Lcom/hivewatch/HiveApp;->component:Lcom/hivewatch/AppComponent;
    return-void
.end method

.method public onCreate()V
    .registers 2
    .line 9
    invoke-super {v1}, Landroid/app/Application;->onCreate()V
    .line 10
    invoke-static {}, Lcom/hivewatch/DaggerAppComponent;->builder()Lcom/hivewatch/AppComponent$Builder;
    move-result-object v0
    invoke-interface {v0, v1}, Lcom/hivewatch/AppComponent$Builder;->application(Landroid/app/Application;)Lcom/hivewatch/AppComponent$Builder;
    move-result-object v0
    invoke-interface {v0}, Lcom/hivewatch/AppComponent$Builder;->build()Lcom/hivewatch/AppComponent;
    move-result-object v0
    invoke-virtual {v1, v0}, Lcom/hivewatch/HiveApp;->setComponent(Lcom/hivewatch/AppComponent;)V
    .line 11
    return-void
.end method


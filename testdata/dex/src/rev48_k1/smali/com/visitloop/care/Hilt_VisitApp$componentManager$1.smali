.class public final Lcom/visitloop/care/Hilt_VisitApp$componentManager$1;
.super Ljava/lang/Object;
.source "Generated.kt"

# interfaces
.implements Ldagger/hilt/android/internal/managers/ComponentSupplier;

.field final synthetic this$0:Lcom/visitloop/care/Hilt_VisitApp;

.method constructor <init>(Lcom/visitloop/care/Hilt_VisitApp;)V
    .registers 2
    iput-object v1, v0, Lcom/visitloop/care/Hilt_VisitApp$componentManager$1;->this$0:Lcom/visitloop/care/Hilt_VisitApp;
    .line 21
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 4
    .line 22
    sget-object v0, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->Companion:Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;
    invoke-virtual {v0}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;->builder()Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    move-result-object v0
    .line 23
    new-instance v1, Ldagger/hilt/android/internal/modules/ApplicationContextModule;
    iget-object v2, v3, Lcom/visitloop/care/Hilt_VisitApp$componentManager$1;->this$0:Lcom/visitloop/care/Hilt_VisitApp;
    check-cast v2, Landroid/content/Context;
    invoke-direct {v1, v2}, Ldagger/hilt/android/internal/modules/ApplicationContextModule;-><init>(Landroid/content/Context;)V
    invoke-virtual {v0, v1}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;->applicationContextModule(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    move-result-object v0
    .line 24
    invoke-virtual {v0}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;->build()Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;
    move-result-object v0
    return-object v0
.end method


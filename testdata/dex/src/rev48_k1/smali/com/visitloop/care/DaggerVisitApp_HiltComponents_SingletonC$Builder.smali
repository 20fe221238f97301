.class public final Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
.super Ljava/lang/Object;
.source "Generated.kt"

.field private applicationContextModule:Ldagger/hilt/android/internal/modules/ApplicationContextModule;

.method public constructor <init>()V
    .registers 1
    .line 128
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final applicationContextModule(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    .registers 3
    const-string v0, "module"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    iput-object v2, v1, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;->applicationContextModule:Ldagger/hilt/android/internal/modules/ApplicationContextModule;
    .line 133
    return-object v1
.end method

.method public final build()Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;
    .registers 4
    .line 137
    new-instance v0, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;
    iget-object v1, v3, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;->applicationContextModule:Ldagger/hilt/android/internal/modules/ApplicationContextModule;
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;-><init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method


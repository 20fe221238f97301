.class final Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;
.super Ljava/lang/Object;
.source "TutorApp.kt"

# interfaces
.implements Ljavax/inject/Provider;

.field private final c:Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
.field private final id:I

.method public constructor <init>(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;I)V
    .registers 4
    const-string v0, "c"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 40
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->c:Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
    iput v3, v1, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->id:I
    return-void
.end method

.method public get()Ljava/lang/Object;
    .registers 4
    .line 42
    iget v0, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->id:I
    packed-switch v0, :sw_4
    goto :L130
    :L36
    .line 43
    sget-object v0, Lcom/tutortime/StorageModule;->INSTANCE:Lcom/tutortime/StorageModule;
    iget-object v1, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->c:Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
    invoke-static {v1}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->access$getApp$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/StorageModule;->provideDataStore(Landroid/content/Context;)Landroidx/datastore/core/DataStore;
    move-result-object v0
    check-cast v0, Ljava/lang/Object;
    goto :L142
    :L55
    .line 44
    sget-object v0, Lcom/tutortime/StorageModule;->INSTANCE:Lcom/tutortime/StorageModule;
    iget-object v1, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->c:Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
    invoke-static {v1}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->access$getApp$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Landroid/content/Context;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/tutortime/StorageModule;->provideDb(Landroid/content/Context;)Lcom/tutortime/TutorDb;
    move-result-object v0
    check-cast v0, Ljava/lang/Object;
    goto :L142
    :L74
    .line 45
    new-instance v0, Lcom/tutortime/SessionRepo;
    iget-object v2, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->c:Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
    invoke-static {v2}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->access$getDbProvider$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Ljavax/inject/Provider;
    move-result-object v2
    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Lcom/tutortime/TutorDb;
    invoke-direct {v0, v2}, Lcom/tutortime/SessionRepo;-><init>(Lcom/tutortime/TutorDb;)V
    check-cast v0, Ljava/lang/Object;
    goto :L142
    :L102
    .line 46
    new-instance v0, Lcom/tutortime/TokenStore;
    iget-object v2, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->c:Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;
    invoke-static {v2}, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;->access$getDataStoreProvider$p(Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC;)Ljavax/inject/Provider;
    move-result-object v2
    invoke-interface {v2}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v2
    check-cast v2, Landroidx/datastore/core/DataStore;
    invoke-direct {v0, v2}, Lcom/tutortime/TokenStore;-><init>(Landroidx/datastore/core/DataStore;)V
    check-cast v0, Ljava/lang/Object;
    goto :L142
    :L130
    .line 47
    new-instance v0, Ljava/lang/AssertionError;
    iget v2, v3, Lcom/tutortime/DaggerTutorApp_HiltComponents_SingletonC$SwitchingProvider;->id:I
    invoke-direct {v0, v2}, Ljava/lang/AssertionError;-><init>(I)V
    throw v0
    :L142
    .line 48
    return-object v0
    :sw_4
    .packed-switch 0x0
        :L36
        :L55
        :L74
        :L102
    .end packed-switch
.end method


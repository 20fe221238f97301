.class public final Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;
.super Ljava/lang/Object;
.source "Generated.kt"

# interfaces
.implements Lcom/visitloop/care/VisitApp_GeneratedInjector;
.implements Lcom/visitloop/care/CareEntryPoint;

.field public static final Companion:Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;
.field private final provideDatabaseProvider:Ljavax/inject/Provider;
.field private final provideNurseDbProvider:Ljavax/inject/Provider;

.method private constructor <init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)V
    .registers 5
    .line 105
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    .line 109
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    sget-object v1, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;
    new-instance v2, Lcom/visitloop/care/ApplicationContextProvider;
    invoke-direct {v2, v4}, Lcom/visitloop/care/ApplicationContextProvider;-><init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)V
    check-cast v2, Ljavax/inject/Provider;
    invoke-virtual {v1, v2}, Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory$Companion;->create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideDatabaseFactory;
    move-result-object v1
    check-cast v1, Ljavax/inject/Provider;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v3, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->provideDatabaseProvider:Ljavax/inject/Provider;
    .line 111
    sget-object v0, Ldagger/internal/DoubleCheck;->Companion:Ldagger/internal/DoubleCheck$Companion;
    sget-object v1, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;->Companion:Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;
    new-instance v2, Lcom/visitloop/care/ApplicationContextProvider;
    invoke-direct {v2, v4}, Lcom/visitloop/care/ApplicationContextProvider;-><init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)V
    check-cast v2, Ljavax/inject/Provider;
    invoke-virtual {v1, v2}, Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory$Companion;->create(Ljavax/inject/Provider;)Lcom/visitloop/care/DatabaseModule_ProvideNurseDbFactory;
    move-result-object v1
    check-cast v1, Ljavax/inject/Provider;
    invoke-virtual {v0, v1}, Ldagger/internal/DoubleCheck$Companion;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v3, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->provideNurseDbProvider:Ljavax/inject/Provider;
    .line 105
    return-void
.end method

.method public injectVisitApp(Lcom/visitloop/care/VisitApp;)V
    .registers 4
    const-string v1, "visitApp"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 114
    invoke-direct {v2, v3}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->injectVisitApp2(Lcom/visitloop/care/VisitApp;)Lcom/visitloop/care/VisitApp;
    move-result-object v0
    .line 115
    return-void
.end method

.method public visitDao()Lcom/visitloop/care/VisitDao;
    .registers 2
    .line 117
    iget-object v0, v1, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->provideDatabaseProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/CareDatabase;
    invoke-static {v0}, Lcom/visitloop/care/DatabaseModule_ProvideVisitDaoFactory;->provideVisitDao(Lcom/visitloop/care/CareDatabase;)Lcom/visitloop/care/VisitDao;
    move-result-object v0
    return-object v0
.end method

.method public nurseDirectory()Lcom/visitloop/care/NurseDirectory;
    .registers 2
    .line 119
    iget-object v0, v1, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->provideNurseDbProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0}, Lcom/visitloop/care/SqlNurseDirectory_Factory;->newInstance(Landroid/database/sqlite/SQLiteDatabase;)Lcom/visitloop/care/SqlNurseDirectory;
    move-result-object v0
    check-cast v0, Lcom/visitloop/care/NurseDirectory;
    return-object v0
.end method

.method public resumeTokens()Lcom/visitloop/care/TokenSource;
    .registers 2
    .line 121
    invoke-static {}, Lcom/visitloop/care/TokenModule_ProvideResumeTokensFactory;->provideResumeTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v0
    return-object v0
.end method

.method private final injectVisitApp2(Lcom/visitloop/care/VisitApp;)Lcom/visitloop/care/VisitApp;
    .registers 3
    .line 124
    invoke-static {}, Lcom/visitloop/care/TokenModule_ProvideSessionTokensFactory;->provideSessionTokens()Lcom/visitloop/care/TokenSource;
    move-result-object v0
    invoke-static {v2, v0}, Lcom/visitloop/care/VisitApp_MembersInjector;->injectSessionTokens(Lcom/visitloop/care/VisitApp;Lcom/visitloop/care/TokenSource;)V
    .line 125
    return-object v2
.end method

.method public static final builder()Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    .registers 1
    sget-object v0, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->Companion:Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;
    invoke-virtual {v0}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;->builder()Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Builder;
    move-result-object v0
    .line 142
    return-object v0
.end method

.method public synthetic constructor <init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3
    invoke-direct {v0, v1}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;-><init>(Ldagger/hilt/android/internal/modules/ApplicationContextModule;)V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC;->Companion:Lcom/visitloop/care/DaggerVisitApp_HiltComponents_SingletonC$Companion;
    return-void
.end method


.class final Lcom/kitelog/DaggerAppComponent$AppComponentImpl;
.super Ljava/lang/Object;
.source "DaggerAppComponent.java"

# interfaces
.implements Lcom/kitelog/AppComponent;

.field private final appComponentImpl:Lcom/kitelog/DaggerAppComponent$AppComponentImpl;
.field private contextProvider:Ljavax/inject/Provider;
.field private logDbProvider:Ljavax/inject/Provider;
.field private logRepoProvider:Ljavax/inject/Provider;

.method constructor <init>(Landroid/content/Context;)V
    .registers 2
    .line 42
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    .line 34
    iput-object v0, v0, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->appComponentImpl:Lcom/kitelog/DaggerAppComponent$AppComponentImpl;
    .line 44
    invoke-virtual {v0, v1}, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->initialize(Landroid/content/Context;)V
    .line 46
    return-void
.end method

.method private initialize(Landroid/content/Context;)V
    .registers 3
    .line 50
    invoke-static {v2}, Ldagger/internal/InstanceFactory;->create(Ljava/lang/Object;)Ldagger/internal/Factory;
    move-result-object v0
    iput-object v0, v1, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->contextProvider:Ljavax/inject/Provider;
    .line 51
    iget-object v0, v1, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->contextProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/kitelog/LogDb_Factory;->create(Ljavax/inject/Provider;)Lcom/kitelog/LogDb_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v1, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->logDbProvider:Ljavax/inject/Provider;
    .line 52
    iget-object v0, v1, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->logDbProvider:Ljavax/inject/Provider;
    invoke-static {v0}, Lcom/kitelog/LogRepo_Factory;->create(Ljavax/inject/Provider;)Lcom/kitelog/LogRepo_Factory;
    move-result-object v0
    invoke-static {v0}, Ldagger/internal/DoubleCheck;->provider(Ljavax/inject/Provider;)Ljavax/inject/Provider;
    move-result-object v0
    iput-object v0, v1, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->logRepoProvider:Ljavax/inject/Provider;
    .line 53
    return-void
.end method

.method public logRepo()Lcom/kitelog/LogRepo;
    .registers 2
    .line 57
    iget-object v0, v1, Lcom/kitelog/DaggerAppComponent$AppComponentImpl;->logRepoProvider:Ljavax/inject/Provider;
    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/kitelog/LogRepo;
    return-object v0
.end method

.method public gate()Lcom/kitelog/Gate;
    .registers 2
    .line 62
    new-instance v0, Lcom/kitelog/OpenGate;
    invoke-direct {v0}, Lcom/kitelog/OpenGate;-><init>()V
    return-object v0
.end method


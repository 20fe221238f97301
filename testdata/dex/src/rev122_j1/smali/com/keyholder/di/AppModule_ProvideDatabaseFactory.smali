.class public final Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;
.super Ljava/lang/Object;
.source "AppModule_ProvideDatabaseFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Lcom/keyholder/data/KeyholderDatabase;",
        ">;"
    }
.end annotation


# instance fields
.field private final contextProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;"
        }
    .end annotation
.end field

.field private final module:Lcom/keyholder/di/AppModule;


# direct methods
.method public constructor <init>(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/keyholder/di/AppModule;",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;)V"
        }
    .end annotation

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->module:Lcom/keyholder/di/AppModule;

    .line 15
    iput-object p2, p0, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->contextProvider:Ljavax/inject/Provider;

    .line 16
    return-void
.end method

.method public static create(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/keyholder/di/AppModule;",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;)",
            "Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;"
        }
    .end annotation

    .line 28
    new-instance v0, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;

    invoke-direct {v0, p0, p1}, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;-><init>(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static provideInstance(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)Lcom/keyholder/data/KeyholderDatabase;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/keyholder/di/AppModule;",
            "Ljavax/inject/Provider",
            "<",
            "Landroid/content/Context;",
            ">;)",
            "Lcom/keyholder/data/KeyholderDatabase;"
        }
    .end annotation

    .line 24
    invoke-interface {p1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/content/Context;

    invoke-static {p0, v1}, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->proxyProvideDatabase(Lcom/keyholder/di/AppModule;Landroid/content/Context;)Lcom/keyholder/data/KeyholderDatabase;

    move-result-object v0

    return-object v0
.end method

.method public static proxyProvideDatabase(Lcom/keyholder/di/AppModule;Landroid/content/Context;)Lcom/keyholder/data/KeyholderDatabase;
    .registers 4

    .line 32
    invoke-virtual {p0, p1}, Lcom/keyholder/di/AppModule;->provideDatabase(Landroid/content/Context;)Lcom/keyholder/data/KeyholderDatabase;

    move-result-object v0

    const-string v1, "Cannot return null from a non-@Nullable @Provides method"

    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/keyholder/data/KeyholderDatabase;

    return-object v0
.end method


# virtual methods
.method public get()Lcom/keyholder/data/KeyholderDatabase;
    .registers 3

    .line 20
    iget-object v0, p0, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->module:Lcom/keyholder/di/AppModule;

    iget-object v1, p0, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->contextProvider:Ljavax/inject/Provider;

    invoke-static {v0, v1}, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->provideInstance(Lcom/keyholder/di/AppModule;Ljavax/inject/Provider;)Lcom/keyholder/data/KeyholderDatabase;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 9
    invoke-virtual {p0}, Lcom/keyholder/di/AppModule_ProvideDatabaseFactory;->get()Lcom/keyholder/data/KeyholderDatabase;

    move-result-object v0

    return-object v0
.end method

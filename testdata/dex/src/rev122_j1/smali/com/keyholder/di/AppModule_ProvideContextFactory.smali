.class public final Lcom/keyholder/di/AppModule_ProvideContextFactory;
.super Ljava/lang/Object;
.source "AppModule_ProvideContextFactory.java"

# interfaces
.implements Ldagger/internal/Factory;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory",
        "<",
        "Landroid/content/Context;",
        ">;"
    }
.end annotation


# instance fields
.field private final module:Lcom/keyholder/di/AppModule;


# direct methods
.method public constructor <init>(Lcom/keyholder/di/AppModule;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/keyholder/di/AppModule_ProvideContextFactory;->module:Lcom/keyholder/di/AppModule;

    .line 12
    return-void
.end method

.method public static create(Lcom/keyholder/di/AppModule;)Lcom/keyholder/di/AppModule_ProvideContextFactory;
    .registers 2

    .line 24
    new-instance v0, Lcom/keyholder/di/AppModule_ProvideContextFactory;

    invoke-direct {v0, p0}, Lcom/keyholder/di/AppModule_ProvideContextFactory;-><init>(Lcom/keyholder/di/AppModule;)V

    return-object v0
.end method

.method public static provideInstance(Lcom/keyholder/di/AppModule;)Landroid/content/Context;
    .registers 2

    .line 20
    invoke-static {p0}, Lcom/keyholder/di/AppModule_ProvideContextFactory;->proxyProvideContext(Lcom/keyholder/di/AppModule;)Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method public static proxyProvideContext(Lcom/keyholder/di/AppModule;)Landroid/content/Context;
    .registers 3

    .line 28
    invoke-virtual {p0}, Lcom/keyholder/di/AppModule;->provideContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "Cannot return null from a non-@Nullable @Provides method"

    invoke-static {v0, v1}, Ldagger/internal/Preconditions;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/content/Context;

    return-object v0
.end method


# virtual methods
.method public get()Landroid/content/Context;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/keyholder/di/AppModule_ProvideContextFactory;->module:Lcom/keyholder/di/AppModule;

    invoke-static {v0}, Lcom/keyholder/di/AppModule_ProvideContextFactory;->provideInstance(Lcom/keyholder/di/AppModule;)Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 7
    invoke-virtual {p0}, Lcom/keyholder/di/AppModule_ProvideContextFactory;->get()Landroid/content/Context;

    move-result-object v0

    return-object v0
.end method

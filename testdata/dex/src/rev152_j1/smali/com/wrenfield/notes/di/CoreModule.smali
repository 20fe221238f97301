.class public final Lcom/wrenfield/notes/di/CoreModule;
.super Ljava/lang/Object;
.source "CoreModule.java"

# interfaces
.implements Lcom/wrenfield/notes/di/Module;


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/wrenfield/notes/di/CoreModule;->context:Landroid/content/Context;

    .line 17
    return-void
.end method

.method static synthetic lambda$configure$2(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/Sessions;
    .registers 5

    .line 24
    new-instance v0, Lcom/wrenfield/notes/core/Sessions;

    const-class v2, Lcom/wrenfield/notes/core/IdSource;

    invoke-virtual {p0, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/core/IdSource;

    const-class v3, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p0, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v0, v1, v2}, Lcom/wrenfield/notes/core/Sessions;-><init>(Lcom/wrenfield/notes/core/IdSource;Lcom/wrenfield/notes/core/Clock;)V

    return-object v0
.end method


# virtual methods
.method public configure(Lcom/wrenfield/notes/di/Container;)V
    .registers 4

    .line 21
    iget-object v1, p0, Lcom/wrenfield/notes/di/CoreModule;->context:Landroid/content/Context;

    const-class v0, Landroid/content/Context;

    invoke-virtual {p1, v0, v1}, Lcom/wrenfield/notes/di/Container;->instance(Ljava/lang/Class;Ljava/lang/Object;)V

    .line 22
    new-instance v1, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0}, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda0;-><init>(Lcom/wrenfield/notes/di/CoreModule;)V

    const-class v0, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {p1, v0, v1}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 23
    new-instance v1, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;

    invoke-direct {v1, p0, p1}, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda1;-><init>(Lcom/wrenfield/notes/di/CoreModule;Lcom/wrenfield/notes/di/Container;)V

    const-class v0, Lcom/wrenfield/notes/core/Grants;

    invoke-virtual {p1, v0, v1}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 24
    new-instance v1, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda2;

    invoke-direct {v1, p1}, Lcom/wrenfield/notes/di/CoreModule$$ExternalSyntheticLambda2;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v0, Lcom/wrenfield/notes/core/Sessions;

    invoke-virtual {p1, v0, v1}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 25
    invoke-static {}, Lcom/wrenfield/notes/core/Confirmations;->shared()Lcom/wrenfield/notes/core/Confirmations;

    move-result-object v1

    const-class v0, Lcom/wrenfield/notes/core/Confirmations;

    invoke-virtual {p1, v0, v1}, Lcom/wrenfield/notes/di/Container;->instance(Ljava/lang/Class;Ljava/lang/Object;)V

    .line 26
    return-void
.end method

.method public synthetic lambda$configure$0$com-wrenfield-notes-di-CoreModule()Lcom/wrenfield/notes/core/WrenfieldDb;
    .registers 2

    .line 22
    iget-object v0, p0, Lcom/wrenfield/notes/di/CoreModule;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/wrenfield/notes/core/WrenfieldDb;->get(Landroid/content/Context;)Lcom/wrenfield/notes/core/WrenfieldDb;

    move-result-object v0

    return-object v0
.end method

.method public synthetic lambda$configure$1$com-wrenfield-notes-di-CoreModule(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/Grants;
    .registers 6

    .line 23
    new-instance v0, Lcom/wrenfield/notes/core/Grants;

    iget-object v1, p0, Lcom/wrenfield/notes/di/CoreModule;->context:Landroid/content/Context;

    const-class v3, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p1, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v0, v1, v2}, Lcom/wrenfield/notes/core/Grants;-><init>(Landroid/content/Context;Lcom/wrenfield/notes/core/Clock;)V

    return-object v0
.end method

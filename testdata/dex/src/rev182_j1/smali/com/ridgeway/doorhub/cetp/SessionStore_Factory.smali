.class public final Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;
.super Ljava/lang/Object;
.source "SessionStore_Factory.java"

# interfaces
.implements Ljavax/inject/Provider;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljavax/inject/Provider<",
        "Lcom/ridgeway/doorhub/cetp/SessionStore;",
        ">;"
    }
.end annotation


# instance fields
.field private final databaseProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;"
        }
    .end annotation
.end field

.field private final tokensProvider:Ljavax/inject/Provider;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Ljavax/inject/Provider;Ljavax/inject/Provider;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;)V"
        }
    .end annotation

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    iput-object p1, p0, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->databaseProvider:Ljavax/inject/Provider;

    .line 14
    iput-object p2, p0, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->tokensProvider:Ljavax/inject/Provider;

    .line 15
    return-void
.end method

.method public static create(Ljavax/inject/Provider;Ljavax/inject/Provider;)Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/data/DoorhubDatabase;",
            ">;",
            "Ljavax/inject/Provider<",
            "Lcom/ridgeway/doorhub/cetp/Tokens;",
            ">;)",
            "Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;"
        }
    .end annotation

    .line 24
    new-instance v0, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;

    invoke-direct {v0, p0, p1}, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;-><init>(Ljavax/inject/Provider;Ljavax/inject/Provider;)V

    return-object v0
.end method

.method public static newInstance(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)Lcom/ridgeway/doorhub/cetp/SessionStore;
    .registers 3

    .line 28
    new-instance v0, Lcom/ridgeway/doorhub/cetp/SessionStore;

    invoke-direct {v0, p0, p1}, Lcom/ridgeway/doorhub/cetp/SessionStore;-><init>(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/ridgeway/doorhub/cetp/SessionStore;
    .registers 3

    .line 19
    iget-object v0, p0, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->databaseProvider:Ljavax/inject/Provider;

    invoke-interface {v0}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/ridgeway/doorhub/data/DoorhubDatabase;

    iget-object v1, p0, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->tokensProvider:Ljavax/inject/Provider;

    invoke-interface {v1}, Ljavax/inject/Provider;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/ridgeway/doorhub/cetp/Tokens;

    invoke-static {v0, v1}, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->newInstance(Lcom/ridgeway/doorhub/data/DoorhubDatabase;Lcom/ridgeway/doorhub/cetp/Tokens;)Lcom/ridgeway/doorhub/cetp/SessionStore;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 8
    invoke-virtual {p0}, Lcom/ridgeway/doorhub/cetp/SessionStore_Factory;->get()Lcom/ridgeway/doorhub/cetp/SessionStore;

    move-result-object v0

    return-object v0
.end method

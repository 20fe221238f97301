.class public final Lcom/molar/core/TokenStore_Factory;
.super Ljava/lang/Object;
.source "TokenStore_Factory.java"

# interfaces
.implements Ldagger/internal/Factory;

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ldagger/internal/Factory<",
        "Lcom/molar/core/TokenStore;",
        ">;"
    }
.end annotation


# static fields
.field private static final INSTANCE:Lcom/molar/core/TokenStore_Factory;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 6
    new-instance v0, Lcom/molar/core/TokenStore_Factory;

    invoke-direct {v0}, Lcom/molar/core/TokenStore_Factory;-><init>()V

    sput-object v0, Lcom/molar/core/TokenStore_Factory;->INSTANCE:Lcom/molar/core/TokenStore_Factory;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static create()Lcom/molar/core/TokenStore_Factory;
    .registers 1

    .line 14
    sget-object v0, Lcom/molar/core/TokenStore_Factory;->INSTANCE:Lcom/molar/core/TokenStore_Factory;

    return-object v0
.end method

.method public static newInstance()Lcom/molar/core/TokenStore;
    .registers 1

    .line 18
    new-instance v0, Lcom/molar/core/TokenStore;

    invoke-direct {v0}, Lcom/molar/core/TokenStore;-><init>()V

    return-object v0
.end method


# virtual methods
.method public get()Lcom/molar/core/TokenStore;
    .registers 2

    .line 10
    new-instance v0, Lcom/molar/core/TokenStore;

    invoke-direct {v0}, Lcom/molar/core/TokenStore;-><init>()V

    return-object v0
.end method

.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 5
    invoke-virtual {p0}, Lcom/molar/core/TokenStore_Factory;->get()Lcom/molar/core/TokenStore;

    move-result-object v0

    return-object v0
.end method

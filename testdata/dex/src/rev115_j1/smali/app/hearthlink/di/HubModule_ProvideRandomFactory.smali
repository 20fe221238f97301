.class public final Lapp/hearthlink/di/HubModule_ProvideRandomFactory;
.super Ljava/lang/Object;
.source "HubModule_ProvideRandomFactory.java"


# interfaces
.implements Ljavax/inject/Provider;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljavax/inject/Provider<",
        "Ljava/util/Random;",
        ">;"
    }
.end annotation


# static fields
.field private static final INSTANCE:Lapp/hearthlink/di/HubModule_ProvideRandomFactory;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 7
    new-instance v0, Lapp/hearthlink/di/HubModule_ProvideRandomFactory;

    invoke-direct {v0}, Lapp/hearthlink/di/HubModule_ProvideRandomFactory;-><init>()V

    sput-object v0, Lapp/hearthlink/di/HubModule_ProvideRandomFactory;->INSTANCE:Lapp/hearthlink/di/HubModule_ProvideRandomFactory;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static create()Lapp/hearthlink/di/HubModule_ProvideRandomFactory;
    .registers 1

    .line 15
    sget-object v0, Lapp/hearthlink/di/HubModule_ProvideRandomFactory;->INSTANCE:Lapp/hearthlink/di/HubModule_ProvideRandomFactory;

    return-object v0
.end method


# virtual methods
.method public bridge synthetic get()Ljava/lang/Object;
    .registers 2

    .line 6
    invoke-virtual {p0}, Lapp/hearthlink/di/HubModule_ProvideRandomFactory;->get()Ljava/util/Random;

    move-result-object v0

    return-object v0
.end method

.method public get()Ljava/util/Random;
    .registers 2

    .line 11
    invoke-static {}, Lapp/hearthlink/di/HubModule;->provideRandom()Ljava/util/Random;

    move-result-object v0

    return-object v0
.end method

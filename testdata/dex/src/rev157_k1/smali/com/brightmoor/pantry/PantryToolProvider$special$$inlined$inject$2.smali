.class public final Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$2;
.super Ljava/lang/Object;
.source "ServiceLocator.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field final synthetic $scope:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    iput-object p1, p0, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$2;->$scope:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 8

    .line 22
    sget-object v4, Lcom/brightmoor/pantry/ServiceLocator;->INSTANCE:Lcom/brightmoor/pantry/ServiceLocator;

    iget-object v5, p0, Lcom/brightmoor/pantry/PantryToolProvider$special$$inlined$inject$2;->$scope:Ljava/lang/String;

    const/4 v6, 0x0

    .line 24
    const-class v3, Lcom/brightmoor/pantry/ReplayStore;

    invoke-virtual {v4, v5, v3}, Lcom/brightmoor/pantry/ServiceLocator;->key(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v4, v2}, Lcom/brightmoor/pantry/ServiceLocator;->resolve(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v1

    const-class v0, Lcom/brightmoor/pantry/ReplayStore;

    invoke-virtual {v0, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    const-string v2, "cast(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    return-object v0
.end method

.class public final synthetic Lcom/larderly/app/pantry/PantryToolProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/larderly/app/mapper/ResultMapper$ToJson;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final map(Ljava/lang/Object;)Lorg/json/JSONObject;
    .registers 3

    check-cast p1, Ljava/util/List;

    invoke-static {p1}, Lcom/larderly/app/pantry/PantryToolProvider;->lambda$listItems$2(Ljava/util/List;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method

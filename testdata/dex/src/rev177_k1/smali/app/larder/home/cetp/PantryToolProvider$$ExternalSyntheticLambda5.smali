.class public final synthetic Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/larder/home/cetp/PantryToolProvider;

.field public final synthetic f$1:J


# direct methods
.method public synthetic constructor <init>(Lapp/larder/home/cetp/PantryToolProvider;J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;->f$0:Lapp/larder/home/cetp/PantryToolProvider;

    iput-wide p2, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;->f$1:J

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;->f$0:Lapp/larder/home/cetp/PantryToolProvider;

    iget-wide v1, p0, Lapp/larder/home/cetp/PantryToolProvider$$ExternalSyntheticLambda5;->f$1:J

    invoke-static {v0, v1, v2}, Lapp/larder/home/cetp/PantryToolProvider;->discardExpired$lambda$0(Lapp/larder/home/cetp/PantryToolProvider;J)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
